/**
 * The patched gatsby-source-strapi's warm build (patches 006 to 008, patches/README.md), run through its own
 * `sourceNodes` with the site's plugin options against a fake Strapi 5: after one entry changed, only that entry is
 * fetched in full (a key-only list finds deletions, an `updatedAt` filter the changes), unchanged nodes are kept, a
 * deleted locale's node goes, and an edit made while a build fetches is picked up by the next one. A first build
 * makes the nodes of each page of entries as it arrives (patch 009).
 */
import { sourceNodes } from 'gatsby-source-strapi/dist/gatsby-node';
import { CONTENT_QUERIES } from '@app/cms-client';
import { strapiSourceOptions } from './sourcing';

type Locale = 'en' | 'de';
type Seed = { documentId: string; locale: Locale; [field: string]: unknown };
type Entry = Seed & { id: number; updatedAt: string };
type Params = Record<string, unknown> & {
  fields?: string[];
  pagination?: { page?: number; pageSize?: number };
  locale?: string;
  populate?: Record<string, unknown>;
  filters?: { updatedAt?: { $gt: number } };
};
type Request = { url: string; params: Params; at: number };
type Node = { id: string; internal: { type: string; owner?: string }; [field: string]: unknown };

const SCHEMAS = [
  {
    uid: 'api::post.post',
    schema: {
      kind: 'collectionType',
      singularName: 'post',
      pluralName: 'posts',
      attributes: { title: { type: 'string' }, formerSlugs: { type: 'json' } },
    },
  },
  {
    uid: 'api::global.global',
    schema: { kind: 'singleType', singularName: 'global', attributes: { companyName: { type: 'string' } } },
  },
];

/** The clock the plugin reads (`Date.now`); every request to the fake CMS takes a second. */
let clock = Date.parse('2026-11-26T12:00:00.000Z');
const notFound = () => Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } });

/** A Strapi 5 REST API over a list of entries, answering the plugin's queries as Strapi does. */
class FakeStrapi {
  requests: Request[] = [];
  /** `url documentId-locale` of every entry answered with all its fields (not the key-only list). */
  sentInFull: string[] = [];
  /** Runs after each answer; lets a test edit content while a build is fetching. */
  afterAnswer: (request: Request) => void = () => {};
  /** Awaited before each answer; lets a test hold an answer back. */
  beforeAnswer: (request: Request) => Promise<void> = async () => {};
  entries: Record<string, Entry[]>;

  constructor(entries: Record<string, Seed[]>) {
    let id = 0;
    const at = new Date(clock - 86_400_000).toISOString();
    this.entries = Object.fromEntries(
      Object.entries(entries).map(([url, list]) => [url, list.map((e) => ({ ...e, id: (id += 1), updatedAt: at }))]),
    );
  }

  edit(url: string, documentId: string, locale: Locale, fields: Record<string, unknown>) {
    const entry = this.entries[url]!.find((e) => e.documentId === documentId && e.locale === locale)!;
    Object.assign(entry, fields, { updatedAt: new Date(clock).toISOString() });
    clock += 1000;
  }

  create(url: string, seed: Seed) {
    const list = this.entries[url]!;
    list.push({ ...seed, id: Math.max(...list.map((e) => e.id)) + 1, updatedAt: new Date(clock).toISOString() });
    clock += 1000;
  }

  remove(url: string, documentId: string, locale: Locale) {
    this.entries[url] = this.entries[url]!.filter((e) => !(e.documentId === documentId && e.locale === locale));
  }

  /** The axios instance the plugin creates (`createAxiosInstance` is mocked to return it). */
  axios = Object.assign(
    async ({ url, params }: { url: string; params: Params }) => {
      const request = { url, params: structuredClone(params), at: clock };
      clock += 1000;
      this.requests.push(request);
      await this.beforeAnswer(request);
      try {
        return { data: this.answer(url, params) };
      } finally {
        this.afterAnswer(request);
      }
    },
    {
      get: async (url: string) => ({
        data: { data: url.endsWith('/content-types') ? SCHEMAS : [] },
      }),
    },
  );

  private answer(url: string, params: Params) {
    const all = this.entries[url] ?? [];
    const since = params.filters?.updatedAt?.$gt;
    const matching = all.filter(
      (e) =>
        (params.locale === '*' || e.locale === (params.locale ?? 'en')) &&
        (since === undefined || Date.parse(e.updatedAt) > Number(since)),
    );
    const fields = params.fields;
    const shape = (e: Entry) => {
      if (fields) return { id: e.id, documentId: e.documentId, ...pick(e, fields) };
      this.sentInFull.push(`${url} ${e.documentId}-${e.locale}`);
      return { ...e };
    };
    if (url === '/api/global') {
      // Without a locale the plugin asks which locales the single type has (the default locale's entry with
      // its localizations); that is not the entry's content fetch.
      if (params.locale === undefined && params.populate?.localizations) {
        const entry = all.find((e) => e.locale === 'en')!;
        const localizations = all.filter((e) => e !== entry).map((e) => pick(e, ['id', 'documentId', 'locale']));
        return { data: { ...entry, localizations } };
      }
      if (matching.length === 0) throw notFound();
      return { data: shape(matching[0]!) };
    }
    const { page = 1, pageSize = 25 } = (params.pagination ?? {}) as { page?: number; pageSize?: number };
    const total = matching.length;
    return {
      data: matching.slice((page - 1) * pageSize, page * pageSize).map(shape),
      meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } },
    };
  }
}

const pick = (entry: Entry, fields: string[]) => Object.fromEntries(fields.map((f) => [f, entry[f]]));

let mockCms: FakeStrapi;
jest.mock('gatsby-source-strapi/dist/axios-instance', () => ({ createAxiosInstance: () => mockCms.axios }));

/** Gatsby's side of sourcing: a node store that keeps what the plugin creates and records what it touches. */
function fakeGatsby() {
  const nodes = new Map<string, Node>();
  const cache = new Map<string, unknown>();
  let touched = new Set<string>();
  const created: string[] = [];
  const info = jest.fn();
  const args = {
    actions: {
      // As Gatsby does: a node created again with other content first loses the children it had (by id).
      createNode: (node: Node) => {
        created.push(node.id);
        const before = nodes.get(node.id);
        const changed =
          before &&
          JSON.stringify(before.internal) !== JSON.stringify({ ...node.internal, owner: 'gatsby-source-strapi' });
        if (changed) for (const child of (before.children as string[] | undefined) ?? []) nodes.delete(child);
        nodes.set(node.id, { ...node, internal: { ...node.internal, owner: 'gatsby-source-strapi' } });
      },
      touchNode: (node: Node) => touched.add(node.id),
      deleteNode: (node: Node) => nodes.delete(node.id),
    },
    createContentDigest: (value: unknown) => JSON.stringify(value),
    createNodeId: (key: string) => `node:${key}`,
    reporter: {
      info,
      warn: jest.fn(),
      panic: (message: string, error?: Error) => {
        throw new Error(`${message}: ${error?.message}`);
      },
    },
    cache: { get: async (key: string) => cache.get(key), set: async (key: string, v: unknown) => cache.set(key, v) },
    getCache: () => ({ get: async () => undefined, set: async () => undefined }),
    store: { getState: () => ({ program: { directory: '/tmp' } }) },
    getNodes: () => [...nodes.values()],
    getNode: (id: string) => nodes.get(id),
  };
  return {
    nodes,
    /** The ids of the nodes the plugin created, in the order it created them. */
    created,
    info,
    touched: () => touched,
    /** One `gatsby build`'s sourcing step; resolves with the requests the CMS received during it. */
    async source(cmsUrl = 'http://cms.test') {
      touched = new Set();
      const from = mockCms.requests.length;
      mockCms.sentInFull = [];
      await sourceNodes(args, strapiSourceOptions(cmsUrl, 'build-token'));
      return mockCms.requests.slice(from);
    },
  };
}

/** What a person would read off the node store: `documentId-locale → title` of every post. */
const postTitles = (nodes: Map<string, Node>) =>
  Object.fromEntries(
    [...nodes.values()]
      .filter((n) => n.internal.type === 'STRAPI_POST')
      .map((n) => [n.strapi_document_id_or_regular_id, n.title])
      .sort(),
  );

beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  mockCms = new FakeStrapi({
    '/api/posts': [
      { documentId: 'p1', locale: 'en', title: 'Tokenized real estate' },
      { documentId: 'p1', locale: 'de', title: 'Tokenisierte Immobilien' },
      { documentId: 'p2', locale: 'en', title: 'Security tokens explained' },
      { documentId: 'p2', locale: 'de', title: 'Security Token erklärt' },
      { documentId: 'p3', locale: 'en', title: 'Our first STO' },
      { documentId: 'p3', locale: 'de', title: 'Unser erstes STO' },
    ],
    '/api/global': [
      { documentId: 'g', locale: 'en', companyName: 'Kastell Labs' },
      { documentId: 'g', locale: 'de', companyName: 'Kastell Labs GmbH' },
    ],
  });
});

afterEach(() => jest.restoreAllMocks());

test('a warm build after one edit fetches only the changed entry in full and keeps the rest', async () => {
  const gatsby = fakeGatsby();
  const coldRequests = await gatsby.source();
  expect(mockCms.sentInFull).toHaveLength(8);
  const coldNodes = new Map(gatsby.nodes);

  // Between the builds an editor changes the German version of p1 and deletes the English version of p3.
  mockCms.edit('/api/posts', 'p1', 'de', { title: 'Tokenisierte Immobilien 2027' });
  mockCms.remove('/api/posts', 'p3', 'en');
  const warmRequests = await gatsby.source();

  // Posts: one full query for what changed since the cold build; the total of every locale, which is one less
  // than the cached entries (a deletion), so then the key-only list that says which.
  const coldStart = coldRequests.find((r) => r.url === '/api/posts')!.at;
  expect(warmRequests.filter((r) => r.url === '/api/posts').map((r) => r.params)).toEqual([
    {
      ...CONTENT_QUERIES.posts,
      locale: '*',
      pagination: { pageSize: 100, page: 1 },
      filters: { updatedAt: { $gt: expect.any(Number) } },
    },
    { fields: ['documentId', 'locale'], locale: '*', pagination: { pageSize: 1, page: 1 } },
    { fields: ['documentId', 'locale'], locale: '*', pagination: { pageSize: 100, page: 1 } },
  ]);
  const since = warmRequests.find((r) => r.params.filters)!.params.filters!.updatedAt!.$gt;
  expect(since).toBeLessThanOrEqual(coldStart);
  // The single type's content is asked for per locale, key-only or with the same filter (the requests without a
  // locale only list the locales it has).
  const globalContent = warmRequests.filter((r) => r.url === '/api/global' && r.params.locale !== undefined);
  const changedSince = { ...CONTENT_QUERIES.global, filters: { updatedAt: { $gt: since } } };
  expect(globalContent.map((r) => r.params)).toEqual([
    { ...changedSince, locale: 'en' },
    { ...changedSince, locale: 'de' },
    { fields: ['documentId', 'locale'], locale: 'en' },
    { fields: ['documentId', 'locale'], locale: 'de' },
  ]);
  expect(mockCms.sentInFull).toEqual(['/api/posts p1-de']);
  const fetchedLines = gatsby.info.mock.calls.map(([line]) => String(line)).filter((l) => l.includes('in full'));
  expect(fetchedLines).toEqual([
    'Strapi fetched in full: post 6/6, global 2/2',
    'Strapi fetched in full: post 1/5, global 0/2',
  ]);

  // The changed locale has its new title, the other locale and the unchanged entries are the cold build's nodes
  // (touched, so Gatsby keeps them), the deleted locale is gone.
  expect(postTitles(gatsby.nodes)).toEqual({
    'p1-en': 'Tokenized real estate',
    'p1-de': 'Tokenisierte Immobilien 2027',
    'p2-en': 'Security tokens explained',
    'p2-de': 'Security Token erklärt',
    'p3-de': 'Unser erstes STO',
  });
  const kept = [...coldNodes.keys()].filter((id) => !/p1-de|p3-en/.test(id));
  expect(kept).toHaveLength(6);
  for (const id of kept) {
    expect(gatsby.nodes.get(id)).toBe(coldNodes.get(id));
    expect(gatsby.touched()).toContain(id);
  }
  expect(gatsby.nodes.has('node:STRAPI_GLOBAL-g-de')).toBe(true);
});

test('an entry changed in two warm builds keeps its JSON fields: the former slugs of a renamed article (patch 010)', async () => {
  const gatsby = fakeGatsby();
  await gatsby.source();
  mockCms.edit('/api/posts', 'p1', 'de', { title: 'Tokenisierte Immobilien, neu', formerSlugs: [] });
  await gatsby.source();
  mockCms.edit('/api/posts', 'p1', 'de', { formerSlugs: ['tokenisierte-immobilien'] });
  await gatsby.source();
  const entry = [...gatsby.nodes.values()].find(
    (n) => n.internal.type === 'STRAPI_POST' && n.strapi_document_id_or_regular_id === 'p1-de',
  )!;
  expect(gatsby.nodes.get(entry.formerSlugs___NODE as string)?.strapi_json_value).toEqual(['tokenisierte-immobilien']);
});

test('an edit made while a build fetches is fetched by the next build', async () => {
  const gatsby = fakeGatsby();
  mockCms.afterAnswer = ({ url, params }) => {
    if (url === '/api/posts' && params.populate) {
      mockCms.afterAnswer = () => {};
      mockCms.edit('/api/posts', 'p2', 'en', { title: 'Security tokens, explained again' });
    }
  };
  await gatsby.source();
  expect(postTitles(gatsby.nodes)['p2-en']).toBe('Security tokens explained');

  await gatsby.source();
  expect(mockCms.sentInFull).toEqual(['/api/posts p2-en']);
  expect(postTitles(gatsby.nodes)['p2-en']).toBe('Security tokens, explained again');
});

describe('the key-only list of a warm build', () => {
  const keyList = (requests: Request[]) =>
    requests.filter((r) => r.url === '/api/posts' && r.params.fields && r.params.pagination?.pageSize !== 1);

  test('is skipped when nothing was deleted: the total matches the cached entries plus the changed ones', async () => {
    const gatsby = fakeGatsby();
    await gatsby.source();
    mockCms.edit('/api/posts', 'p2', 'de', { title: 'Security Token, neu erklärt' });
    mockCms.create('/api/posts', { documentId: 'p4', locale: 'en', title: 'Custody for tokenized funds' });
    const warmRequests = await gatsby.source();

    expect(keyList(warmRequests)).toEqual([]);
    expect(mockCms.sentInFull.sort()).toEqual(['/api/posts p2-de', '/api/posts p4-en']);
    expect(postTitles(gatsby.nodes)).toEqual({
      'p1-en': 'Tokenized real estate',
      'p1-de': 'Tokenisierte Immobilien',
      'p2-en': 'Security tokens explained',
      'p2-de': 'Security Token, neu erklärt',
      'p3-en': 'Our first STO',
      'p3-de': 'Unser erstes STO',
      'p4-en': 'Custody for tokenized funds',
    });
    expect(gatsby.info.mock.calls.map(([line]) => String(line)).at(-1)).toBe(
      'Strapi fetched in full: post 2/7, global 0/2',
    );
  });

  test('is fetched when one entry was deleted and another created (same total), and the deleted node goes', async () => {
    const gatsby = fakeGatsby();
    await gatsby.source();
    mockCms.remove('/api/posts', 'p1', 'de');
    mockCms.create('/api/posts', { documentId: 'p4', locale: 'de', title: 'Verwahrung tokenisierter Fonds' });
    const warmRequests = await gatsby.source();

    expect(keyList(warmRequests)).toHaveLength(1);
    const titles = postTitles(gatsby.nodes);
    expect(titles['p1-de']).toBeUndefined();
    expect(titles['p4-de']).toBe('Verwahrung tokenisierter Fonds');
    expect(Object.keys(titles)).toHaveLength(6);
  });
});

test('a build against another CMS (another URL) fetches everything, as a cold build does', async () => {
  const gatsby = fakeGatsby();
  await gatsby.source();
  // The other CMS holds p1 and p2 only, unchanged for a day: a warm build would fetch none of it.
  mockCms.remove('/api/posts', 'p3', 'en');
  mockCms.remove('/api/posts', 'p3', 'de');
  await gatsby.source('http://cms-restored.test');

  expect(mockCms.sentInFull.filter((e) => e.startsWith('/api/posts'))).toHaveLength(4);
  expect(Object.keys(postTitles(gatsby.nodes)).sort()).toEqual(['p1-de', 'p1-en', 'p2-de', 'p2-en']);
});

test('a first build makes the nodes of each page as it arrives, in page order, while the CMS answers the rest', async () => {
  const articles = Array.from({ length: 250 }, (_, i) => ({
    documentId: `p${i}`,
    locale: 'en' as const,
    title: `Article ${i}`,
  }));
  mockCms = new FakeStrapi({ '/api/posts': articles, '/api/global': [{ documentId: 'g', locale: 'en' }] });
  const gatsby = fakeGatsby();
  const posts = () => Object.keys(postTitles(gatsby.nodes)).length;
  let postsWhenLastPageAnswered: number | undefined;
  mockCms.beforeAnswer = async ({ url, params }) => {
    if (url !== '/api/posts') return;
    // The second of the three pages comes late; the third waits (at most 2 s) until the first page's nodes exist.
    if (params.pagination?.page === 2) await new Promise((resolve) => setTimeout(resolve, 50));
    if (params.pagination?.page === 3) {
      for (let i = 0; i < 400 && posts() < 100; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      postsWhenLastPageAnswered = posts();
    }
  };
  await gatsby.source();

  expect(postsWhenLastPageAnswered).toBe(100);
  const postIds = gatsby.created.filter((id) => id.startsWith('node:STRAPI_POST-'));
  expect(postIds).toEqual(articles.map((a) => `node:STRAPI_POST-${a.documentId}-en`));
  expect(gatsby.info).toHaveBeenCalledWith('Strapi fetched in full: post 250/250, global 1/1');
});
