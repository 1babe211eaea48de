/** @jest-environment jsdom */
import React from 'react';
import type { Locale } from '@app/routing';
import { render, screen, within } from '@testing-library/react';
import { translate } from '../../../test/i18n-mock';
import { inPage } from '../../../test/render-static';
import { MediaSection } from './Media';

type Mention = Queries.MediaSectionFragment['mentions'][number];

const mention = (over: Partial<Mention>): Mention => ({
  title: 'Title',
  outlet: 'Outlet',
  url: null,
  date: '2026-03-18',
  summary: '',
  source: 'external',
  ...over,
});

function renderMentions(mentions: Mention[], locale: Locale = 'en') {
  return render(inPage(<MediaSection section={{ id: 'm', heading: 'In the media', text: '', mentions }} />, locale));
}

describe('media mentions', () => {
  it('shows the company’s own publications under their own heading, not as coverage', () => {
    renderMentions([
      mention({ title: 'Podcast episode', outlet: 'Web3 Builders Podcast' }),
      mention({
        title: 'Our audit findings',
        outlet: 'Kastell Labs Security Research',
        url: 'https://x.example/a',
        source: 'own',
      }),
    ]);
    const [coverage, ownList] = screen.getAllByRole('list');
    expect(within(coverage!).getByRole('heading', { level: 3, name: 'Podcast episode' })).toBeTruthy();
    expect(within(coverage!).queryByText('Our audit findings')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 3, name: translate('en', 'common:media.ownPublications') }),
    ).toBeTruthy();
    expect(within(ownList!).getByRole('heading', { level: 4, name: 'Our audit findings' })).toBeTruthy();
  });

  it('links an entry only when it has a URL; an entry without one is not dressed as a link', () => {
    renderMentions([
      mention({ title: 'Linked talk', url: 'https://meetup.example/talk' }),
      mention({ title: 'Unlinked portrait' }),
    ]);
    expect(screen.getByRole('link', { name: 'Linked talk' }).getAttribute('href')).toBe('https://meetup.example/talk');
    expect(screen.queryByRole('link', { name: 'Unlinked portrait' })).toBeNull();
    expect(screen.getByText('Unlinked portrait').closest('li')!.className).not.toContain('media__mention--linked');
    expect(screen.getByText('Linked talk').closest('li')!.className).toContain('media__mention--linked');
  });

  it('shows no own-publications heading when there are none, and German on German pages', () => {
    renderMentions([mention({ title: 'Vortrag', source: 'own' })], 'de');
    expect(screen.getByRole('heading', { name: translate('de', 'common:media.ownPublications') })).toBeTruthy();
    renderMentions([mention({ title: 'Lecture' })]);
    expect(screen.queryByRole('heading', { name: translate('en', 'common:media.ownPublications') })).toBeNull();
  });
});
