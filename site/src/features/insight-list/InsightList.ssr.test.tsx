/** @jest-environment node */
// The build renders the list in Node, without `window`: the first page must be complete HTML.
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { InsightList } from './InsightList';
import { PostCards } from './PostCard';
import type { PostCardData } from './types';

let mockLocale: Locale = 'en';

jest.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const POSTS: PostCardData[] = [
  {
    title: 'Warum Immobilien tokenisieren',
    path: '/de/insight/immobilien-tokenisieren/',
    date: '2026-03-01',
    excerpt: 'Anteile ab 1000 $.',
    image: { kind: 'remote', url: '/media/abc.webp', alt: 'Ein Wohnhaus', width: 800, height: 450 },
    topics: [{ name: 'STO', slug: 'sto' }],
  },
];

function renderPage(fetch: jest.Mock, locale: Locale) {
  mockLocale = locale;
  return renderToString(
    <InsightList
      locale={locale}
      initialMeta={{ page: 1, pageSize: 12, pageCount: 2, total: 13 }}
      topics={[{ name: 'DeFi', slug: 'defi' }]}
      cmsUrl="https://cms.example"
      fetch={fetch as unknown as typeof globalThis.fetch}
    >
      <PostCards posts={POSTS} locale={locale} />
    </InsightList>,
  );
}

describe('InsightList on the server', () => {
  it('renders the static first page with no loading state and no request', () => {
    const fetch = jest.fn();
    const html = renderPage(fetch, 'de');
    expect(html).toContain('href="/de/insight/immobilien-tokenisieren/"');
    expect(html).toContain('Warum Immobilien tokenisieren');
    expect(html).toContain('1. März 2026');
    expect(html).toContain('alt="Ein Wohnhaus"');
    expect(html).toContain(translate('de', 'common:blog.pageOf', 'common', { page: 1, total: 2 }));
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('werden geladen');
    expect(html).not.toContain('role="status"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders "No Posts Yet" for a locale without posts', () => {
    mockLocale = 'en';
    const html = renderToString(
      <InsightList locale="en" initialMeta={{ page: 1, pageSize: 12, pageCount: 0, total: 0 }} topics={[]} cmsUrl="">
        <PostCards posts={[]} locale="en" />
      </InsightList>,
    );
    expect(html).toContain(translate('en', 'common:blog.noPosts'));
    expect(html).not.toContain(translate('en', 'common:blog.pagination'));
  });
});
