import type { PostSummary } from '@app/cms-client';
import { firstPageMeta, isFirstPage, listNameOf, readUrlQuery, toPostCard, urlWithQuery } from './insight-query';
import { pageWindow } from './Pagination';

const TOPICS = [{ name: 'DeFi', slug: 'defi' }];

describe('listNameOf', () => {
  it('names one store list per locale, topic, search and page', () => {
    expect(listNameOf('de', { search: 'token', topic: 'defi', page: 2 })).toBe('posts:de:defi:token:2');
    expect(listNameOf('en', { search: '', topic: '', page: 3 })).toBe('posts:en:all::3');
  });
});

describe('isFirstPage', () => {
  it('is true only for the unfiltered first page the build rendered', () => {
    expect(isFirstPage({ search: '', topic: '', page: 1 })).toBe(true);
    expect(isFirstPage({ search: 'x', topic: '', page: 1 })).toBe(false);
    expect(isFirstPage({ search: '', topic: 'defi', page: 1 })).toBe(false);
    expect(isFirstPage({ search: '', topic: '', page: 2 })).toBe(false);
  });
});

describe('readUrlQuery', () => {
  it('reads q, topic and page', () => {
    expect(readUrlQuery('?q=%20token%20&topic=defi&page=2', TOPICS)).toEqual({
      search: 'token',
      topic: 'defi',
      page: 2,
    });
  });
  it('ignores a topic the list does not offer and a page that is not a positive whole number', () => {
    expect(readUrlQuery('?topic=ufo&page=-1', TOPICS)).toEqual({ search: '', topic: '', page: 1 });
    expect(readUrlQuery('?page=1.5', TOPICS).page).toBe(1);
    expect(readUrlQuery('?page=abc', TOPICS).page).toBe(1);
  });
});

describe('urlWithQuery', () => {
  const at = (search: string) => ({ pathname: '/de/insight/', search, hash: '#list' });
  it('writes non-default values and keeps other parameters', () => {
    expect(urlWithQuery(at('?utm_source=news'), { search: 'smart contract', topic: 'defi', page: 2 })).toBe(
      '/de/insight/?utm_source=news&q=smart+contract&topic=defi&page=2#list',
    );
  });
  it('leaves defaults out of the address', () => {
    expect(urlWithQuery(at('?q=old&page=4'), { search: '', topic: '', page: 1 })).toBe('/de/insight/#list');
  });
});

describe('firstPageMeta', () => {
  it('pages the build total by the page size', () => {
    expect(firstPageMeta(25)).toEqual({ page: 1, pageSize: 12, pageCount: 3, total: 25 });
    expect(firstPageMeta(0).pageCount).toBe(0);
  });
});

describe('toPostCard', () => {
  const summary: PostSummary = {
    id: 1,
    documentId: 'd1',
    title: 'Token standards',
    slug: 'token-standards',
    date: '2026-01-02',
    metaDescription: 'ERC20 and beyond.',
    views: 4,
    image: { url: 'https://cms.example/uploads/a.png', alternativeText: 'Diagramm', width: 10, height: 5 },
    topics: [{ name: 'DeFi', slug: 'defi' }],
  };
  it('links to the localized article and keeps the image file of the CMS', () => {
    expect(toPostCard(summary, 'de')).toEqual({
      title: 'Token standards',
      path: '/de/insight/token-standards/',
      date: '2026-01-02',
      excerpt: 'ERC20 and beyond.',
      image: { kind: 'remote', url: 'https://cms.example/uploads/a.png', alt: 'Diagramm', width: 10, height: 5 },
      topics: [{ name: 'DeFi', slug: 'defi' }],
    });
    expect(toPostCard({ ...summary, image: null }, 'en').path).toBe('/insight/token-standards/');
  });
});

describe('pageWindow', () => {
  it('offers every page up to seven', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and the neighbours of the current page, marking gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
