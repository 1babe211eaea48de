/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { TEST_GLOBAL, inPage } from '../../../test/render-static';
import { SocialFeed } from './SocialFeed';

type SocialLink = { platform: string; url: string | null };

const LINKS: SocialLink[] = [
  { platform: 'linkedin', url: 'https://www.linkedin.com/company/example' },
  { platform: 'github', url: 'https://github.com/example' },
  { platform: 'mastodon', url: 'https://social.example/@example' },
];

function renderFeed(locale: Locale, links = LINKS) {
  return render(inPage(<SocialFeed />, locale, { global: { ...TEST_GLOBAL, locale, socialLinks: links } }));
}

describe('SocialFeed', () => {
  it('lists every social profile as a card that opens in a new tab', () => {
    renderFeed('en');
    const region = screen.getByRole('region', { name: 'Follow our work' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'LinkedIn (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'mastodon (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]?.getAttribute('href')).toBe('https://github.com/example');
    expect(within(region).getByText('Open-source code, tools and examples from our engineers.')).toBeTruthy();
    expect(within(region).getByText('News and updates from our team.')).toBeTruthy();
  });

  it('speaks German on the German page', () => {
    renderFeed('de');
    const region = screen.getByRole('region', { name: 'Verfolgen Sie unsere Arbeit' });
    expect(within(region).getByRole('link', { name: 'LinkedIn (öffnet sich in einem neuen Tab)' })).toBeTruthy();
    expect(
      within(region).getByText('Neuigkeiten aus dem Unternehmen, offene Stellen und Einblicke in unsere Projekte.'),
    ).toBeTruthy();
  });

  it('renders nothing when the company has no social profiles', () => {
    const { container } = renderFeed('en', []);
    expect(container.innerHTML).toBe('');
  });
});
