/**
 * The public API as an attacker meets it: drafts through every path spelling, relation and media door; the
 * populate/filter allow-list; CORS; uploaded SVGs; SQLite connections; and, on a second CMS behind a "proxy",
 * the form guard, client IPs, the build token's permissions and the boot checks.
 */
import Database from 'better-sqlite3';
import fs from 'fs';
import knexFactory from 'knex';
import os from 'os';
import path from 'path';
import { env } from '@strapi/utils';
import { CONTENT_QUERIES, postSearchQuery, toQueryString } from '@app/cms-client';
import databaseConfig from '../../cms/config/database';
import { EDITED_POST_SLUG_EN } from '../support/edits';
import { CMS_URL, EDITOR, adminToken, get, request } from '../support/cms';
import { answerBeforeBodyEnds, rawRequest, type RawResponse } from '../support/http';
import { bootOutcome, startAuxCms, type AuxCms } from '../support/aux-cms';

const BUILD_TOKEN = process.env.SITE_BUILD_TOKEN!;
const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'http://localhost:9101').origin;
const RUN = Date.now().toString(36);
const NEW_DRAFT_TITLE = `Security check: never-published draft ${RUN}`;
const UNPUBLISHED_EDIT_TITLE = `Security check: unpublished edit ${RUN}`;
const SECRETS = [NEW_DRAFT_TITLE, UNPUBLISHED_EDIT_TITLE];

const raw = (p: string, headers: Record<string, string> = {}) => rawRequest(CMS_URL, { path: p, headers });
const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });
const leaksNoSecret = (answer: RawResponse) => SECRETS.forEach((secret) => expect(answer.text).not.toContain(secret));

/** Strapi's standard error body with the given status. */
const standardError = (status: number, name?: string) => ({
  data: null,
  error: expect.objectContaining({ status, message: expect.any(String), ...(name ? { name } : {}) }),
});

/** `populate[topics][populate][posts][populate][topics]…` with `levels` relations, and its dot form. */
const alternatingPopulate = (levels: number) => {
  const names = Array.from({ length: levels }, (_, i) => (i % 2 === 0 ? 'topics' : 'posts'));
  return {
    bracket: `populate${names.map((n) => `[${n}]`).join('[populate]')}=true`,
    dot: `populate=${names.join('.')}`,
  };
};

let editorToken: string;
let draftId: string;
let editedId: string;
let editedPublishedTitle: string;
let topic: { documentId: string; slug: string };

beforeAll(async () => {
  editorToken = await adminToken();
  const posts = await get(
    '/api/posts?locale=en&sort[0]=date:asc&pagination[pageSize]=100&populate[image]=true&populate[topics][fields][0]=slug',
  );
  expect(posts.status).toBe(200);
  const withTopics = posts.body.data.filter(
    (p: any) => p.topics.length > 0 && p.image && p.slug !== EDITED_POST_SLUG_EN,
  );
  const [edited, imageSource] = withTopics;
  topic = edited.topics[0];
  // A brand-new draft that uses a published image and links to a published topic.
  const created = await request('POST', '/content-manager/collection-types/api::post.post?locale=en', {
    token: editorToken,
    body: {
      title: NEW_DRAFT_TITLE,
      slug: `security-check-draft-${RUN}`,
      date: '2026-11-02',
      content: 'Never published.',
      pageTitle: 'Draft',
      metaDescription: 'Draft',
      image: imageSource.image.id,
      topics: { connect: [{ documentId: topic.documentId, locale: 'en' }] },
    },
  });
  expect(created.status).toBe(201);
  draftId = created.body.data.documentId;
  // A published post whose draft version now has another title.
  editedId = edited.documentId;
  editedPublishedTitle = edited.title;
  const base = `/content-manager/collection-types/api::post.post/${editedId}?locale=en`;
  const current = await request('GET', base, { token: editorToken });
  // `status` (published/modified) is read-only: the content manager refuses it back.
  const fields = { ...current.body.data };
  delete fields.status;
  const saved = await request('PUT', base, { token: editorToken, body: { ...fields, title: UNPUBLISHED_EDIT_TITLE } });
  expect(saved.status).toBe(200);
});

describe('drafts stay private on every path the router accepts', () => {
  const routed = ['/api/posts', '/API/posts', '/api/Posts', '/api/posts/', '/API/POSTS/'];
  const unrouted = ['/api//posts', '//api/posts', '/api/%70osts', '/%61pi/posts', '/api/posts%2F', '/api%2Fposts'];

  it.each(routed)('%s?status=draft → 403 without drafts', async (spelling) => {
    for (const suffix of ['', `/${draftId}`, `/${editedId}`]) {
      const answer = await raw(
        `${spelling.replace(/\/$/, '')}${suffix}${spelling.endsWith('/') ? '/' : ''}?status=draft&locale=en`,
      );
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual(standardError(403, 'ForbiddenError'));
      leaksNoSecret(answer);
    }
  });

  it.each(unrouted)('%s?status=draft → an error without drafts', async (spelling) => {
    const answer = await raw(`${spelling}?status=draft&locale=en`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    leaksNoSecret(answer);
  });

  it.each([
    'status=DRAFT',
    'status[0]=draft',
    'status=draft&status=published',
    'status=',
    'publicationFilter=never-published',
    'publicationFilter=modified',
    'hasPublishedVersion=false',
  ])('refuses %s', async (query) => {
    const answer = await raw(`/api/posts?locale=en&${query}`);
    expect(answer.status).toBe(403);
    leaksNoSecret(answer);
  });

  it('the build token gets the same answer', async () => {
    for (const p of ['/API/posts?status=draft', `/api/Posts/${draftId}?status=draft`, '/api/posts/?status=draft']) {
      const answer = await raw(p, withToken(BUILD_TOKEN));
      expect(answer.status).toBe(403);
      leaksNoSecret(answer);
    }
  });

  it('a never-published draft has no public URL, and an unpublished edit is not shown', async () => {
    for (const p of [`/api/posts/${draftId}?locale=en`, `/API/Posts/${draftId}/?locale=en`]) {
      expect((await raw(p)).status).toBe(404);
      expect((await raw(p, withToken(BUILD_TOKEN))).status).toBe(404);
    }
    const edited = await raw(`/api/posts/${editedId}?locale=en`);
    expect(edited.json.data.title).toBe(editedPublishedTitle);
  });

  it('relations: the public cannot populate or filter through them; the build token sees published entries only', async () => {
    const publicDoors = [
      '/api/topics?populate=posts',
      '/api/topics?populate[posts]=true',
      `/api/topics/${topic.documentId}?populate=posts`,
      `/api/topics?filters[posts][title][$eq]=${encodeURIComponent(NEW_DRAFT_TITLE)}`,
      `/api/posts?filters[topics][posts][title][$eq]=${encodeURIComponent(UNPUBLISHED_EDIT_TITLE)}`,
    ];
    for (const p of publicDoors) {
      const answer = await raw(p);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(standardError(400, 'ValidationError'));
    }
    for (const p of [
      '/api/topics?populate=posts&pagination[pageSize]=100',
      `/api/topics/${topic.documentId}?populate=posts`,
    ]) {
      const answer = await raw(`${p}&locale=en`, withToken(BUILD_TOKEN));
      expect(answer.status).toBe(200);
      leaksNoSecret(answer);
    }
  });

  it('the other locales an entry lists are published ones only', async () => {
    const base = '/content-manager/collection-types/api::post.post';
    const fields = { date: '2026-11-04', content: 'x', pageTitle: 'x', metaDescription: 'x' };
    const created = await request('POST', `${base}?locale=en`, {
      token: editorToken,
      body: { ...fields, title: `Security check: locales ${RUN}`, slug: `security-check-locales-${RUN}` },
    });
    const id = created.body.data.documentId;
    try {
      expect(
        (await request('POST', `${base}/${id}/actions/publish?locale=en`, { token: editorToken, body: {} })).status,
      ).toBe(200);
      const german = await request('PUT', `${base}/${id}?locale=de`, {
        token: editorToken,
        body: { ...fields, title: UNPUBLISHED_EDIT_TITLE, slug: `security-check-locales-de-${RUN}` },
      });
      expect(german.status).toBe(200);
      const answer = await raw(
        `/api/posts/${id}?locale=en&populate[localizations][fields][0]=title&populate[localizations][fields][1]=locale`,
        withToken(BUILD_TOKEN),
      );
      expect(answer.status).toBe(200);
      expect(answer.json.data.localizations).toEqual([]);
      leaksNoSecret(answer);
    } finally {
      await request('DELETE', `${base}/${id}?locale=*`, { token: editorToken });
    }
  });

  it('a filter on a relation is no oracle for draft titles', async () => {
    const count = async (title: string) => {
      const answer = await raw(
        `/api/topics?locale=en&filters[posts][title][$eq]=${encodeURIComponent(title)}`,
        withToken(BUILD_TOKEN),
      );
      expect(answer.status).toBe(200);
      return answer.json.data.length as number;
    };
    expect(await count(editedPublishedTitle)).toBeGreaterThan(0);
    expect(await count(UNPUBLISHED_EDIT_TITLE)).toBe(0);
    expect(await count(NEW_DRAFT_TITLE)).toBe(0);
  });

  it.each([
    '/api/posts?populate[image][populate][related]=true',
    '/api/posts?populate=image.related',
    '/api/posts?populate[0]=image.related',
    '/api/posts?populate[image][populate]=*',
    '/api/posts?populate[image][populate][0]=related',
    '/api/posts?filters[image][related][title][$eq]=x',
    '/api/team-members?populate[photo][populate][related]=true',
    '/api/case-studies?populate[image][populate][related]=true',
  ])('media related is closed to everyone: %s', async (p) => {
    for (const headers of [{}, withToken(BUILD_TOKEN)]) {
      const answer = await raw(p, headers);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(standardError(400, 'ValidationError'));
      leaksNoSecret(answer);
    }
  });

  it('the upload API stays closed', async () => {
    for (const headers of [{}, withToken(BUILD_TOKEN)]) {
      expect((await raw('/api/upload/files?populate=related', headers)).status).toBe(403);
    }
  });
});

describe('populate and filter allow-list', () => {
  it('the site runtime queries still answer', async () => {
    const search = postSearchQuery({ locale: 'en', search: 'token', topicSlug: topic.slug, page: 1, pageSize: 6 });
    const queries = [
      `/api/posts?${toQueryString(search)}`,
      `/api/posts?${toQueryString(postSearchQuery({ locale: 'de', page: 2, pageSize: 6 }))}`,
      `/api/topics?${toQueryString({ locale: 'en', fields: ['name', 'slug'], sort: ['name:asc'], pagination: { page: 1, pageSize: 100 } })}`,
      '/api/posts?locale=en&populate=image,topics',
      `/api/posts?${toQueryString(postSearchQuery({ locale: 'en', search: 'audit '.repeat(40), page: 1, pageSize: 6 }))}`,
    ];
    for (const q of queries) {
      const answer = await raw(q);
      expect({ q, status: answer.status }).toEqual({ q, status: 200 });
      leaksNoSecret(answer);
    }
  });

  it('the build queries answer for the build token (and not for the public)', async () => {
    for (const [type, query] of Object.entries(CONTENT_QUERIES)) {
      const q = `/api/${type}?${toQueryString({ locale: 'en', ...query })}`;
      const answer = await raw(q, withToken(BUILD_TOKEN));
      expect({ q, status: answer.status }).toEqual({ q, status: 200 });
      leaksNoSecret(answer);
    }
    const pages = await raw(`/api/pages?${toQueryString({ locale: 'en', ...CONTENT_QUERIES.pages })}`);
    expect(pages.status).toBe(400);
  });

  it('the build token may read page sections and the other locales, three levels deep', async () => {
    const answer = await raw(
      '/api/pages?locale=en&populate[sections][populate]=*&populate[localizations][fields][0]=locale&pagination[pageSize]=50',
      withToken(BUILD_TOKEN),
    );
    expect(answer.status).toBe(200);
    const withSections = answer.json.data.find((p: any) => p.sections.length > 0);
    expect(withSections.sections[0].__component).toMatch(/^sections\./);
    expect(withSections.localizations).toEqual([expect.objectContaining({ locale: 'de' })]);
    const three = alternatingPopulate(3);
    for (const q of [three.bracket, three.dot, 'populate=*']) {
      const deep = await raw(`/api/posts?locale=en&pagination[pageSize]=5&${q}`, withToken(BUILD_TOKEN));
      expect({ q, status: deep.status }).toEqual({ q, status: 200 });
      leaksNoSecret(deep);
    }
  });

  it.each([
    ['a wildcard', 'populate=*'],
    ['a two-level populate', 'populate[topics][populate][posts]=true'],
    ['dot form', 'populate=topics.posts'],
    ['a list with dot form', 'populate[0]=image&populate[1]=topics.posts'],
    ['comma form', 'populate=image,topics.posts'],
    ['a wildcard inside a relation', 'populate[topics][populate]=*'],
    ['a count of relations', 'populate[topics][count]=true'],
    ['paging inside populate', 'populate[topics][page]=2'],
    ['a populate value that is neither true nor an object', 'populate[topics]=please'],
    ['an unknown attribute', 'populate[secrets]=true'],
    ['creator fields', 'populate[createdBy]=true'],
    ['the other locales', 'populate[localizations]=true'],
    ['a nested operator object', 'filters[title][$eq][$eq]=x'],
    ['sorting through a relation', 'sort=topics.name:asc'],
    ['a list as locale', 'locale[0]=en'],
    ['an unknown parameter', 'debug=1'],
    ['full-text search', '_q=token'],
    ['an unknown pagination key', 'pagination[everything]=1'],
    ['fields as an object', 'fields[title][x]=1'],
  ])('the public gets a 400 for %s', async (_label, query) => {
    const answer = await raw(`/api/posts?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(standardError(400, 'ValidationError'));
  });

  it.each(['bracket', 'dot'] as const)(
    'ten alternating levels (%s form) answer 400 in milliseconds, for the public and the build token',
    async (form) => {
      const q = alternatingPopulate(10)[form];
      for (const headers of [{}, withToken(BUILD_TOKEN)]) {
        const started = Date.now();
        const answer = await raw(`/api/posts?${q}`, headers);
        const ms = Date.now() - started;
        expect(answer.status).toBe(400);
        expect(answer.json).toEqual(standardError(400, 'ValidationError'));
        expect(ms).toBeLessThan(1_000);
      }
      const four = alternatingPopulate(4)[form];
      expect((await raw(`/api/posts?${four}`, withToken(BUILD_TOKEN))).status).toBe(400);
    },
  );
});

describe('the public query budget', () => {
  /** `filters[$or][i][topics][name][$containsi]=x<i>` with `n` branches (19 held SQLite for seconds). */
  const relationalOr = (n: number) =>
    Array.from({ length: n }, (_, i) => `filters[$or][${i}][topics][name][$containsi]=x${i}`).join('&');

  it('the probe that froze the CMS answers 400 in milliseconds, for the public and the build token', async () => {
    for (const headers of [{}, withToken(BUILD_TOKEN)]) {
      const started = Date.now();
      const answer = await raw(`/api/posts?locale=en&${relationalOr(19)}`, headers);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(standardError(400, 'ValidationError'));
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });

  it.each([
    [
      'a third $or branch',
      'filters[$or][0][title][$containsi]=a&filters[$or][1][content][$containsi]=a&filters[$or][2][title][$containsi]=b',
    ],
    ['$or inside $or', 'filters[$or][0][$or][0][title][$containsi]=a'],
    ['$and', 'filters[$and][0][title][$containsi]=a'],
    ['$not', 'filters[$not][title][$containsi]=a'],
    ['a field the site never filters by', `filters[slug][$eq]=${EDITED_POST_SLUG_EN}`],
    ['another operator', 'filters[title][$contains]=a'],
    ['a relation the site never filters through', 'filters[topics][name][$containsi]=a'],
    ['a list of topics', 'filters[topics][slug][$in][0]=a&filters[topics][slug][$in][1]=b'],
    ['a search longer than the site sends', `filters[title][$containsi]=${'a'.repeat(101)}`],
    ['filters inside populate', 'populate[topics][filters][slug][$eq]=a'],
  ])('the public gets a 400 for %s', async (_label, query) => {
    const answer = await raw(`/api/posts?locale=en&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(standardError(400, 'ValidationError'));
  });

  it('the other public types take no filters from the public; the build token looks entries up by slug', async () => {
    for (const type of ['topics', 'pages', 'case-studies', 'team-members', 'job-openings']) {
      expect((await raw(`/api/${type}?locale=en&filters[id][$eq]=1`)).status).toBe(400);
    }
    const bySlug = await raw(`/api/posts?locale=en&filters[slug][$eq]=${EDITED_POST_SLUG_EN}`, withToken(BUILD_TOKEN));
    expect(bySlug.status).toBe(200);
    expect(bySlug.json.data).toEqual([expect.objectContaining({ slug: EDITED_POST_SLUG_EN })]);
  });
});

describe('CORS', () => {
  const cors = (answer: RawResponse) => ({
    origin: answer.headers['access-control-allow-origin'],
    credentials: answer.headers['access-control-allow-credentials'],
  });
  const preflight = (p: string, origin: string) =>
    rawRequest(CMS_URL, {
      method: 'OPTIONS',
      path: p,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it.each(['https://evil.example', 'null', `${SITE_ORIGIN}.evil.example`, 'http://localhost:1'])(
    'a hostile origin (%s) gets no CORS headers on /api or /admin',
    async (origin) => {
      for (const p of ['/api/posts?locale=en&pagination[pageSize]=1', '/admin/init', '/admin/users/me']) {
        expect(cors(await raw(p, { Origin: origin }))).toEqual({ origin: undefined, credentials: undefined });
      }
      for (const p of ['/api/newsletter', '/admin/login']) {
        expect(cors(await preflight(p, origin))).toEqual({ origin: undefined, credentials: undefined });
      }
    },
  );

  it('the site origin may read and post, without credentials', async () => {
    expect(cors(await raw('/api/posts?locale=en&pagination[pageSize]=1', { Origin: SITE_ORIGIN }))).toEqual({
      origin: SITE_ORIGIN,
      credentials: undefined,
    });
    const answer = await preflight('/api/newsletter', SITE_ORIGIN);
    expect(cors(answer)).toEqual({ origin: SITE_ORIGIN, credentials: undefined });
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
  });
});

describe('uploaded SVGs', () => {
  const uploaded: number[] = [];
  afterAll(async () => {
    for (const id of uploaded) await request('DELETE', `/upload/files/${id}`, { token: editorToken });
  });

  async function upload(name: string, type: string, content: string): Promise<string> {
    const form = new FormData();
    form.append('files', new Blob([content], { type }), name);
    const answer = await fetch(`${CMS_URL}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    const [file] = await answer.json();
    uploaded.push(file.id);
    return file.url as string;
  }

  it('are served sandboxed, with nosniff and their real type, on every path spelling that serves them', async () => {
    const url = await upload(
      `evil-${RUN}.svg`,
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/admin/users/me")</script><rect width="1" height="1"/></svg>',
    );
    const name = url.replace(/^\/uploads\//, '');
    const spellings = [
      url,
      `/uploads//${name}`,
      `/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      `/%75ploads/${name}`,
      `/x/../uploads/${name}`,
      `/robots.txt/../uploads/${name}`,
      `/./uploads/${name}`,
      `/uploads/x/..%2f${name}`,
      `${url}?download=1`,
    ];
    for (const spelling of spellings) {
      const answer = await raw(spelling);
      expect({ spelling, status: answer.status }).toEqual({ spelling, status: 200 });
      expect(answer.text).toContain('<script>');
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    }
    const range = await raw(url, { Range: 'bytes=0-20' });
    expect(range.status).toBe(206);
    expect(range.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    const upper = await raw(url.toUpperCase());
    if (upper.status === 200) expect(upper.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('an HTML file is not taken at all (tests/cms/upload-types.integration.test.ts sweeps every ending)', async () => {
    const form = new FormData();
    form.append(
      'files',
      new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'text/html' }),
      `p-${RUN}.html`,
    );
    const answer = await fetch(`${CMS_URL}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(answer.status).toBe(400);
  });
});

describe('SQLite connections', () => {
  it('every pooled connection gets the write-ahead log, full sync and a busy timeout', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-pool-'));
    const previous = process.env.DATABASE_FILENAME;
    process.env.DATABASE_FILENAME = path.join(dir, 'pool.db');
    const { connection } = databaseConfig({ env }) as { connection: Record<string, any> };
    if (previous === undefined) delete process.env.DATABASE_FILENAME;
    else process.env.DATABASE_FILENAME = previous;
    // Two connections at once: the pool must run the hook for the second one as well.
    const knex = knexFactory({ ...connection, client: 'better-sqlite3', pool: { ...connection.pool, min: 0, max: 2 } });
    const connections = (await Promise.all([
      knex.client.acquireConnection(),
      knex.client.acquireConnection(),
    ])) as Database.Database[];
    try {
      expect(connections[0]).not.toBe(connections[1]);
      for (const c of connections) {
        expect(c.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(c.pragma('synchronous', { simple: true })).toBe(2); // FULL
        expect(c.pragma('busy_timeout', { simple: true })).toBe(5000);
      }
    } finally {
      await Promise.all(connections.map((c) => knex.client.releaseConnection(c)));
      await knex.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the running CMS database is in write-ahead-log mode', () => {
    const db = new Database(process.env.CMS_DB_FILE!, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });
});

describe('behind the proxy (a second CMS with IS_PROXIED=true and 5 form requests per minute)', () => {
  let aux: AuxCms;
  let clients = 0;
  /** A visitor's address as nginx passes it on (X-Forwarded-For $remote_addr). */
  const nextClient = () => `198.51.100.${(clients += 1)}`;
  const post = (p: string, client: string, body: string, headers: Record<string, string> = {}) =>
    rawRequest(aux.url, {
      method: 'POST',
      path: p,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...headers },
      body,
    });

  beforeAll(async () => {
    aux = await startAuxCms({ IS_PROXIED: 'true', FORM_RATE_LIMIT_MAX: '5', FORM_RATE_LIMIT_WINDOW_MS: '60000' });
  }, 180_000);
  afterAll(() => aux?.stop(), 60_000);

  const spellings = ['/api/newsletter', '/api/newsletter/', '/API/Newsletter', '/api/Contact/', '/API/CONTACT'];

  it.each(spellings)('%s: 40 KB of JSON → 413', async (p) => {
    const answer = await post(p, nextClient(), JSON.stringify({ email: 'a@example.com', pageUri: 'x'.repeat(40_000) }));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(standardError(413));
  });

  it.each(spellings)('%s: form-encoded, multipart and text bodies → 415', async (p) => {
    const client = nextClient();
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'email=a%40example.com'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n',
      ],
      ['text/plain', '{"email":"a@example.com"}'],
      ['application/json; charset=iso-8859-1', '{"email":"a@example.com"}'],
    ];
    for (const [type, body] of bodies) {
      const answer = await post(p, client, body, { 'Content-Type': type });
      expect({ type, status: answer.status }).toEqual({ type, status: 415 });
      expect(answer.json).toEqual(standardError(415));
    }
  });

  it.each(spellings)('%s: a chunked body over 16 KB → 413 before it has all been sent', async (p) => {
    const answer = await answerBeforeBodyEnds(
      aux.url,
      {
        path: p,
        headers: {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
          'X-Forwarded-For': nextClient(),
        },
      },
      `{"email":"a@example.com","pageUri":"${'x'.repeat(17_000)}`,
    );
    expect(answer).not.toBeNull();
    expect(answer!.response.status).toBe(413);
    expect(answer!.response.json).toEqual(standardError(413));
  });

  it('a 2 MB multipart upload is refused without being read', async () => {
    const answer = await answerBeforeBodyEnds(
      aux.url,
      {
        path: '/API/Newsletter/',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(2 * 1024 * 1024),
          'X-Forwarded-For': nextClient(),
        },
      },
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n' + 'a'.repeat(1024),
    );
    expect(answer).not.toBeNull();
    expect(answer!.response.status).toBe(415);
    expect(answer!.ms).toBeLessThan(2_000);
  });

  it('a valid sign-up through an odd spelling reaches the newsletter and is stored', async () => {
    const email = `spelling-${RUN}@example.com`;
    const answer = await post('/API/Newsletter/', nextClient(), JSON.stringify({ email, pageUri: '/', locale: 'en' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(answer.status).toBe(200);
    const db = new Database(aux.dbFile, { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('SELECT email FROM subscribers WHERE email = ?').get(email)).toEqual({ email });
    } finally {
      db.close();
    }
  });

  it('one bucket per client and route, however the path is spelled', async () => {
    const client = nextClient();
    const contact = ['/api/contact', '/API/Contact', '/api/contact/', '/Api/CONTACT/', '/api/CONTACT'];
    for (const p of contact) expect((await post(p, client, '{}')).status).not.toBe(429);
    const limited = await post('/API/contact/', client, '{}');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    });
    // Another route has its own bucket; another visitor has their own.
    expect((await post('/api/newsletter', client, '{}')).status).not.toBe(429);
    expect((await post('/api/contact', nextClient(), '{}')).status).not.toBe(429);
  });

  it('a client cannot reset or choose its bucket with its own X-Forwarded-For', async () => {
    const client = nextClient();
    const victim = nextClient();
    for (let i = 0; i < 5; i += 1) {
      // nginx appends the real address; the client controls everything before it.
      expect((await post('/api/contact', `203.0.113.${i}, ${client}`, '{}')).status).not.toBe(429);
    }
    expect((await post('/api/contact', `203.0.113.99, ${client}`, '{}')).status).toBe(429);
    expect((await post('/api/contact', `${victim}, ${client}`, '{}')).status).toBe(429);
    expect((await post('/api/contact', victim, '{}')).status).not.toBe(429);
  });

  it('the admin login throttle sees each client separately', async () => {
    const admin = await rawRequest(aux.url, {
      method: 'POST',
      path: '/admin/register-admin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    expect([200, 201, 400]).toContain(admin.status);
    const login = (client: string, password: string) =>
      post('/admin/login', client, JSON.stringify({ email: EDITOR.email, password }));
    const attacker = nextClient();
    let last: RawResponse | undefined;
    for (let i = 0; i < 8 && last?.status !== 429; i += 1) last = await login(attacker, 'wrong-Passw0rd!');
    expect(last!.status).toBe(429);
    expect((await login(nextClient(), EDITOR.password)).status).toBe(200);
  });
});

describe('the site-build token (on a second CMS)', () => {
  let aux: AuxCms;
  let admin: string;
  let tokenId: number;
  let original: string[];
  const asToken = (method: string, p: string, body?: unknown) =>
    rawRequest(aux.url, {
      method,
      path: p,
      headers: { ...withToken(BUILD_TOKEN), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const asAdmin = async (method: string, p: string, body?: unknown) =>
    rawRequest(aux.url, {
      method,
      path: p,
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const loginAdmin = async () => {
    const answer = await rawRequest(aux.url, {
      method: 'POST',
      path: '/admin/login',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
    });
    admin = answer.json.data.token;
  };
  const buildToken = async () => (await asAdmin('GET', `/admin/api-tokens/${tokenId}`)).json.data;
  const newPost = { data: { title: 'Written with the build token', slug: `token-write-${RUN}`, date: '2026-11-03' } };

  beforeAll(async () => {
    aux = await startAuxCms({});
    await rawRequest(aux.url, {
      method: 'POST',
      path: '/admin/register-admin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    await loginAdmin();
    const list = await asAdmin('GET', '/admin/api-tokens');
    const token = list.json.data.find((t: any) => t.name === 'site-build (read-only)');
    tokenId = token.id;
    original = (await buildToken()).permissions;
  }, 180_000);
  afterAll(() => aux?.stop(), 60_000);

  it('reads the content-type schemas and published content, and writes nothing', async () => {
    expect(original.every((action) => /\.(find|findOne|getContentTypes|getComponents)$/.test(action))).toBe(true);
    const types = await asToken('GET', '/api/content-type-builder/content-types');
    expect(types.status).toBe(200);
    expect(types.json.data.map((t: any) => t.uid)).toContain('api::post.post');
    expect((await asToken('GET', '/api/content-type-builder/components')).status).toBe(200);
    expect((await asToken('GET', '/api/posts')).status).toBe(200);
    expect((await asToken('POST', '/api/posts', newPost)).status).toBe(403);
    expect((await asToken('PUT', '/api/global', { data: { companyName: 'x' } })).status).toBe(403);
    expect((await asToken('DELETE', '/api/posts/abc')).status).toBe(403);
    expect((await asToken('POST', '/api/upload')).status).toBe(403);
    expect((await asToken('POST', '/content-type-builder/content-types', { contentType: {} })).status).toBe(401);
  });

  it.each([
    ['more actions', () => ({ permissions: [...original, 'api::post.post.create', 'api::post.post.delete'] })],
    ['full access', () => ({ type: 'full-access', permissions: [] })],
  ])(
    'an administrator who widens it (%s) is reverted at the next boot',
    async (_label, widening) => {
      const widened = await asAdmin('PUT', `/admin/api-tokens/${tokenId}`, widening());
      expect(widened.status).toBe(200);
      expect((await asToken('POST', '/api/posts', newPost)).status).not.toBe(403);
      await aux.restart();
      await loginAdmin();
      const token = await buildToken();
      expect(token.type).toBe('custom');
      expect([...token.permissions].sort()).toEqual([...original].sort());
      expect((await asToken('POST', '/api/posts', newPost)).status).toBe(403);
      expect((await asToken('GET', '/api/content-type-builder/content-types')).status).toBe(200);
    },
    180_000,
  );
});

describe('boot checks', () => {
  it.each([
    ['FORM_RATE_LIMIT_MAX', 'ten'],
    ['FORM_RATE_LIMIT_WINDOW_MS', '1m'],
  ])(
    '%s=%s stops the CMS with a clear message',
    async (name, value) => {
      const outcome = await bootOutcome({ [name]: value });
      expect(outcome.started).toBe(false);
      expect(outcome.code).not.toBe(0);
      expect(outcome.output).toContain(`${name} must be a whole number greater than 0, got "${value}"`);
    },
    180_000,
  );
});
