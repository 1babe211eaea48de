/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
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
    const region = screen.getByRole('region', { name: translate('en', 'common:blog.social.heading') });
    const links = within(region).getAllByRole('link');
    const newTab = translate('en', 'common:blog.social.newTab');
    expect(links.map((link) => link.textContent)).toEqual([
      `LinkedIn ${newTab}`,
      `GitHub ${newTab}`,
      `mastodon ${newTab}`,
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]?.getAttribute('href')).toBe('https://github.com/example');
    expect(within(region).getByText(translate('en', 'common:blog.social.platforms.github.text'))).toBeTruthy();
    expect(within(region).getByText(translate('en', 'common:blog.social.fallback'))).toBeTruthy();
  });

  it('speaks German on the German page', () => {
    renderFeed('de');
    const region = screen.getByRole('region', { name: translate('de', 'common:blog.social.heading') });
    expect(
      within(region).getByRole('link', { name: `LinkedIn ${translate('de', 'common:blog.social.newTab')}` }),
    ).toBeTruthy();
    expect(within(region).getByText(translate('de', 'common:blog.social.platforms.linkedin.text'))).toBeTruthy();
  });

  it('renders nothing when the company has no social profiles', () => {
    const { container } = renderFeed('en', []);
    expect(container.innerHTML).toBe('');
  });
});
