/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Pagination } from '@app/cms-client';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { InsightList } from './InsightList';
import { PostCards } from './PostCard';
import type { PostCardData } from './types';

let mockLocale: Locale = 'en';

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const CMS = 'https://cms.example';
const t = (key: string, options?: Parameters<typeof translate>[3]) => translate('en', key, 'common', options);
const TOPICS = [
  { name: 'DeFi', slug: 'defi' },
  { name: 'NFT', slug: 'nft' },
];
const STATIC_POSTS: PostCardData[] = [
  {
    title: 'Why tokenize real estate',
    path: '/insight/tokenize-real-estate/',
    date: '2026-03-01',
    excerpt: 'Fractional ownership from $1000.',
    image: null,
    topics: [{ name: 'STO', slug: 'sto' }],
  },
  {
    title: 'Smart contract audits in practice',
    path: '/insight/audits/',
    date: '2026-02-10',
    excerpt: 'What an audit finds.',
    image: null,
    topics: [],
  },
];
const FIRST_META = { page: 1, pageSize: 12, pageCount: 3, total: 30 };

type ApiPost = { id: number; title: string; slug: string; date: string };
const LENDING: ApiPost = { id: 7, title: 'DeFi lending explained', slug: 'defi-lending', date: '2026-03-12' };
const POOLS: ApiPost = { id: 8, title: 'Liquidity pools', slug: 'liquidity-pools', date: '2026-01-05' };

/** A Strapi REST answer for one page of posts. */
function answer(posts: ApiPost[], pagination: Partial<Pagination> = {}) {
  return {
    data: posts.map((post) => ({
      ...post,
      documentId: `doc-${post.id}`,
      metaDescription: `About ${post.title}`,
      views: 0,
      image: null,
      topics: [{ name: 'DeFi', slug: 'defi' }],
    })),
    meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: posts.length, ...pagination } },
  };
}

const response = (body: unknown) =>
  ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as unknown as Response;

/** A fake `fetch` answering every request with `reply(url)`. */
function fakeFetch(reply: (url: URL) => unknown) {
  return jest.fn(async (input: RequestInfo | URL) => response(reply(new URL(String(input)))));
}

/** The query parameters of the n-th request. */
const requested = (fetch: jest.Mock, n = 0) => new URL(String(fetch.mock.calls[n][0])).searchParams;

function renderList(fetch: jest.Mock, locale: Locale = 'en') {
  mockLocale = locale;
  return render(
    <InsightList
      locale={locale}
      initialMeta={FIRST_META}
      topics={TOPICS}
      cmsUrl={CMS}
      fetch={fetch as unknown as typeof globalThis.fetch}
    >
      <PostCards posts={STATIC_POSTS} locale={locale} />
    </InsightList>,
  );
}

const searchFor = (text: string, field = t('blog.searchLabel'), button = t('blog.search')) => {
  fireEvent.change(screen.getByRole('searchbox', { name: field }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

/** The article titles on screen, in order (cards are the only level-2 headings of the list). */
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const articleList = () => screen.getAllByRole('heading', { level: 2 })[0]?.closest('ul');
/** The region holding the list on screen, which says whether it is being replaced. */
const resultsRegion = () => articleList()?.closest('[aria-busy]');

beforeEach(() => {
  window.history.replaceState(null, '', '/insight/');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('InsightList', () => {
  it('keeps the static page in the browser until the visitor asks for something', async () => {
    const fetch = fakeFetch(() => answer([]));
    renderList(fetch);
    await act(async () => undefined);
    expect(cardTitles()).toEqual(['Why tokenize real estate', 'Smart contract audits in practice']);
    expect(screen.getByRole('button', { name: t('blog.allTopics') }).getAttribute('aria-pressed')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches on submit through the public REST API and shows the results', async () => {
    const fetch = fakeFetch(() => answer([LENDING]));
    renderList(fetch);
    searchFor('  lending ');

    const link = await screen.findByRole('link', { name: 'DeFi lending explained' });
    expect(link.getAttribute('href')).toBe('/insight/defi-lending/');
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^https:\/\/cms\.example\/api\/posts\?/);
    const params = requested(fetch);
    expect(params.get('locale')).toBe('en');
    expect(params.get('filters[$or][0][title][$containsi]')).toBe('lending');
    expect(params.get('filters[$or][1][content][$containsi]')).toBe('lending');
    expect(params.get('pagination[page]')).toBe('1');
    expect(params.get('pagination[pageSize]')).toBe('12');
    expect(screen.getByText('March 12, 2026')).toBeTruthy();
    expect(screen.getByText('About DeFi lending explained')).toBeTruthy();
    // The static first page stays in the document, hidden (its server HTML is kept for going back to it).
    expect(screen.queryByRole('link', { name: 'Why tokenize real estate' })).toBeNull();
    expect(screen.getByText(t('blog.resultCount', { count: 1 }))).toBeTruthy();
    expect(window.location.search).toBe('?q=lending');
  });

  it('runs the search by itself 300 ms after typing stops', async () => {
    jest.useFakeTimers();
    const fetch = fakeFetch(() => answer([LENDING]));
    renderList(fetch);
    fireEvent.change(screen.getByRole('searchbox', { name: t('blog.searchLabel') }), { target: { value: 'len' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(screen.getByRole('searchbox', { name: t('blog.searchLabel') }), { target: { value: 'lending' } });
    act(() => jest.advanceTimersByTime(299));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requested(fetch).get('filters[$or][0][title][$containsi]')).toBe('lending');
    expect(await screen.findByRole('link', { name: 'DeFi lending explained' })).toBeTruthy();
  });

  it('marks the list busy and says so politely while loading', async () => {
    let release: () => void = () => undefined;
    const fetch = jest.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(response(answer([LENDING]))))),
    );
    renderList(fetch);
    searchFor('lending');
    expect(await screen.findByText(t('blog.loading'))).toBeTruthy();
    expect(resultsRegion()?.getAttribute('aria-busy')).toBe('true');
    expect(cardTitles()).toEqual(['Why tokenize real estate', 'Smart contract audits in practice']);
    await act(async () => release());
    expect(resultsRegion()?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText(t('blog.loading'))).toBeNull();
  });

  it('filters by one topic at a time with toggle buttons', async () => {
    const fetch = fakeFetch(() => answer([LENDING, POOLS]));
    renderList(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'DeFi' }));

    expect(await screen.findByRole('link', { name: 'Liquidity pools' })).toBeTruthy();
    const group = screen.getByRole('group', { name: t('blog.topicFilter') });
    const pressed = within(group)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((button) => button.textContent)).toEqual(['DeFi']);
    expect(requested(fetch).get('filters[topics][slug][$eq]')).toBe('defi');
    expect(requested(fetch).has('filters[$or][0][title][$containsi]')).toBe(false);
    expect(window.location.search).toBe('?topic=defi');

    fireEvent.click(screen.getByRole('button', { name: 'DeFi' }));
    expect(screen.getByRole('button', { name: t('blog.allTopics') }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toEqual(['Why tokenize real estate', 'Smart contract audits in practice']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
  });

  it('moves between pages and keeps pages already seen', async () => {
    const fetch = fakeFetch((url) =>
      answer([POOLS], { page: Number(url.searchParams.get('pagination[page]')), pageCount: 3, total: 30 }),
    );
    renderList(fetch);
    const pagination = screen.getByRole('navigation', { name: t('blog.pagination') });
    expect(
      within(pagination)
        .getByRole('button', { name: t('blog.page', { page: 1 }) })
        .getAttribute('aria-current'),
    ).toBe('page');

    fireEvent.click(within(pagination).getByRole('button', { name: t('blog.page', { page: 2 }) }));
    expect(await screen.findByRole('link', { name: 'Liquidity pools' })).toBeTruthy();
    expect(requested(fetch).get('pagination[page]')).toBe('2');
    expect(within(pagination).getByText(t('blog.pageOf', { page: 2, total: 3 }))).toBeTruthy();
    expect(
      within(pagination)
        .getByRole('button', { name: t('blog.page', { page: 2 }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(pagination)
        .getByRole('button', { name: t('blog.page', { page: 1 }) })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(window.location.search).toBe('?page=2');

    fireEvent.click(within(pagination).getByRole('button', { name: t('blog.previous') }));
    expect(cardTitles()).toEqual(['Why tokenize real estate', 'Smart contract audits in practice']);
    expect(
      within(pagination)
        .getByRole('button', { name: t('blog.previous') })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    fireEvent.click(within(pagination).getByRole('button', { name: t('blog.next') }));
    expect(await screen.findByRole('link', { name: 'Liquidity pools' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says "No Posts Yet" when nothing matches', async () => {
    const fetch = fakeFetch(() => answer([], { pageCount: 0, total: 0 }));
    renderList(fetch);
    searchFor('hologram');
    expect(await screen.findByText(t('blog.noPosts'), { selector: 'p:not(.visually-hidden)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Why tokenize real estate' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: t('blog.pagination') })).toBeNull();
  });

  it('keeps the static page, explains and keeps the typed text when the API fails', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderList(fetch);
    searchFor('lending');

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(t('blog.unavailable'));
    expect(cardTitles()).toEqual(['Why tokenize real estate', 'Smart contract audits in practice']);
    expect((screen.getByRole('searchbox', { name: t('blog.searchLabel') }) as HTMLInputElement).value).toBe('lending');

    fetch.mockResolvedValueOnce(response(answer([LENDING])));
    fireEvent.click(screen.getByRole('button', { name: t('blog.search') }));
    expect(await screen.findByRole('link', { name: 'DeFi lending explained' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('treats an answer without a data list as a failure', async () => {
    const fetch = fakeFetch(() => ({ data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } }));
    renderList(fetch);
    searchFor('lending');
    expect((await screen.findByRole('status')).textContent).toMatch(/Search is unavailable/);
  });

  it('shows only the newest query when answers arrive out of order', async () => {
    const pending = new Map<string, (value: Response) => void>();
    const fetch = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          pending.set(new URL(String(input)).searchParams.get('filters[$or][0][title][$containsi]') ?? '', resolve);
        }),
    );
    renderList(fetch);
    searchFor('lending');
    searchFor('pools');
    await act(async () => pending.get('pools')?.(response(answer([POOLS]))));
    await act(async () => pending.get('lending')?.(response(answer([LENDING]))));
    expect(cardTitles()).toEqual(['Liquidity pools']);
  });

  it('reads ?q=&topic=&page= from the address on mount', async () => {
    window.history.replaceState(null, '', '/insight/?q=token&topic=defi&page=2&utm_source=news');
    const fetch = fakeFetch(() => answer([LENDING], { page: 2, pageCount: 2, total: 13 }));
    renderList(fetch);

    expect(await screen.findByRole('link', { name: 'DeFi lending explained' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const params = requested(fetch);
    expect(params.get('filters[$or][0][title][$containsi]')).toBe('token');
    expect(params.get('filters[topics][slug][$eq]')).toBe('defi');
    expect(params.get('pagination[page]')).toBe('2');
    expect((screen.getByRole('searchbox', { name: t('blog.searchLabel') }) as HTMLInputElement).value).toBe('token');
    expect(screen.getByRole('button', { name: 'DeFi' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: t('blog.page', { page: 2 }) }).getAttribute('aria-current')).toBe('page');
    expect(window.location.search).toBe('?q=token&topic=defi&page=2&utm_source=news');
  });

  it('shows the last page for an address beyond the end', async () => {
    window.history.replaceState(null, '', '/insight/?page=9');
    const fetch = fakeFetch((url) => {
      const page = Number(url.searchParams.get('pagination[page]'));
      return answer(page === 3 ? [POOLS] : [], { page, pageCount: 3, total: 25 });
    });
    renderList(fetch);
    expect(await screen.findByRole('link', { name: 'Liquidity pools' })).toBeTruthy();
    expect(requested(fetch, 1).get('pagination[page]')).toBe('3');
    expect(window.location.search).toBe('?page=3');
  });

  it('speaks German on the German page and links to German articles', async () => {
    const fetch = fakeFetch(() => answer([LENDING]));
    renderList(fetch, 'de');
    expect(screen.getByRole('button', { name: translate('de', 'common:blog.allTopics') })).toBeTruthy();
    expect(screen.getByText(translate('de', 'common:blog.pageOf', 'common', { page: 1, total: 3 }))).toBeTruthy();
    searchFor('lending', translate('de', 'common:blog.searchLabel'), translate('de', 'common:blog.search'));

    const link = await screen.findByRole('link', { name: 'DeFi lending explained' });
    expect(link.getAttribute('href')).toBe('/de/insight/defi-lending/');
    expect(requested(fetch).get('locale')).toBe('de');
    expect(screen.getByText('12. März 2026')).toBeTruthy();
    expect(screen.getByText(translate('de', 'common:blog.resultCount', 'common', { count: 1 }))).toBeTruthy();
  });
});

describe('InsightList as a hydrated island', () => {
  const props = { locale: 'en' as const, initialMeta: FIRST_META, topics: TOPICS, cmsUrl: CMS };

  /** The list as the build renders it (first page as children), placed in the document like a page's HTML. */
  function serverHtml(): HTMLElement {
    const { renderStatic } = jest.requireActual('../../../test/render-static');
    mockLocale = 'en';
    const container = document.createElement('div');
    container.innerHTML = renderStatic(
      <InsightList {...props}>
        <PostCards posts={STATIC_POSTS} locale="en" />
      </InsightList>,
    );
    document.body.append(container);
    return container;
  }

  /** Hydrates it as the browser does: with the island's props only, no articles, no children. */
  async function hydrate(container: HTMLElement, fetch: jest.Mock) {
    const { hydrateRoot } = jest.requireActual('react-dom/client');
    await act(async () => {
      hydrateRoot(container, <InsightList {...props} fetch={fetch as unknown as typeof globalThis.fetch} />);
    });
  }

  it('keeps the server-rendered first page without receiving it as data, and shows it again after a search', async () => {
    const fetch = fakeFetch(() => answer([LENDING]));
    const container = serverHtml();
    const serverCard = screen.getByRole('link', { name: 'Why tokenize real estate' });

    await hydrate(container, fetch);
    expect(screen.getByRole('link', { name: 'Why tokenize real estate' })).toBe(serverCard);

    searchFor('lending');
    expect(await screen.findByRole('link', { name: 'DeFi lending explained' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Why tokenize real estate' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: t('blog.searchLabel') }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: t('blog.search') }));
    expect(screen.getByRole('link', { name: 'Why tokenize real estate' })).toBe(serverCard);
    container.remove();
  });

  it('searches for what the visitor typed before the island hydrated', async () => {
    const fetch = fakeFetch(() => answer([LENDING]));
    const container = serverHtml();
    // Typed into the server HTML's field; the first keystroke is what starts loading the island.
    (screen.getByRole('searchbox', { name: t('blog.searchLabel') }) as HTMLInputElement).value = 'lending';

    await hydrate(container, fetch);
    fireEvent.click(screen.getByRole('button', { name: t('blog.search') }));

    expect(await screen.findByRole('link', { name: 'DeFi lending explained' })).toBeTruthy();
    expect(requested(fetch).get('filters[$or][0][title][$containsi]')).toBe('lending');
    expect((screen.getByRole('searchbox', { name: t('blog.searchLabel') }) as HTMLInputElement).value).toBe('lending');
    container.remove();
  });
});
