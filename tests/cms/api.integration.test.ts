/**
 * The CMS over HTTP, as the site build, a visitor and an editor meet it: both locales, paging,
 * draft privacy, private types, the read-only build token, and an editor's German edit.
 */
import { DRAFT_TITLE, EDITED_GERMAN_TITLE, EDITED_POST_SLUG_EN } from '../support/edits';
import { LOCALE_CODES } from '@app/routing';
import { adminToken, get, request } from '../support/cms';
import { openDb } from '../support/db';

const BUILD_TOKEN = process.env.SITE_BUILD_TOKEN!;

describe('published content in both locales', () => {
  it('serves a post in English and its German version under the same documentId', async () => {
    // The site build looks entries up by slug; the public may filter only as the insight list does.
    const en = await get(`/api/posts?locale=en&filters[slug][$eq]=${EDITED_POST_SLUG_EN}`, BUILD_TOKEN);
    expect(en.status).toBe(200);
    expect(en.body.data).toHaveLength(1);
    const post = en.body.data[0];
    const de = await get(`/api/posts/${post.documentId}?locale=de`);
    expect(de.status).toBe(200);
    expect(de.body.data.locale).toBe('de');
    expect(de.body.data.slug).not.toBe(post.slug);
    expect(de.body.data.title).not.toBe(post.title);
  });

  it('answers with paging metadata in meta.pagination', async () => {
    // As many German posts as the CMS holds: the fixtures' 12, plus what other test files publish.
    const all = await get('/api/posts?locale=de&fields[0]=slug&pagination[pageSize]=100');
    const total = all.body.data.length;
    expect(total).toBeGreaterThanOrEqual(12);
    const page2 = await get('/api/posts?locale=de&pagination[page]=2&pagination[pageSize]=5');
    expect(page2.status).toBe(200);
    expect(page2.body.data).toHaveLength(5);
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: Math.ceil(total / 5), total });
  });

  it('has every page in every locale', async () => {
    for (const locale of LOCALE_CODES) {
      const pages = await get(`/api/pages?locale=${locale}&pagination[pageSize]=100&fields[0]=key`);
      expect(pages.body.meta.pagination.total).toBe(33);
    }
  });
});

describe('the article list at scale', () => {
  const db = openDb();
  afterAll(() => db.close());

  // The site's build and the insight search page through every article newest first. Without an index on the date,
  // the database sorts all article rows, bodies included, for every page (2,000 articles per language: 66 ms per
  // page of 100 on SQLite instead of 6 ms).
  it('reads articles newest first from the index on the date, not by sorting the table', async () => {
    if (db.client === 'sqlite') {
      const plan = await db.all<{ detail: string }>(
        'EXPLAIN QUERY PLAN SELECT * FROM posts WHERE published_at IS NOT NULL ORDER BY date DESC LIMIT 100 OFFSET 100',
      );
      const steps = plan.map((row) => row.detail).join('\n');
      expect(steps).toContain('USING INDEX posts_date_idx');
      expect(steps).not.toContain('TEMP B-TREE');
    } else {
      const index = await db.get<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE tablename = 'posts' AND indexname = 'posts_date_idx'",
      );
      expect(index?.indexdef).toMatch(/ON public\.posts USING btree \(date\)/);
    }
  });
});

describe('access rules', () => {
  it('the public cannot ask for drafts', async () => {
    const drafts = await get('/api/posts?status=draft');
    expect(drafts.status).toBe(403);
    expect(drafts.body).toEqual({
      data: null,
      error: expect.objectContaining({ status: 403, name: 'ForbiddenError' }),
    });
    expect((await get('/api/pages?status=draft&locale=de')).status).toBe(403);
  });

  it('neither the public nor the build token can read subscribers or contact messages', async () => {
    for (const path of ['/api/subscribers', '/api/contact-messages']) {
      for (const token of [undefined, BUILD_TOKEN]) {
        const answer = await get(path, token);
        expect([403, 404]).toContain(answer.status);
        expect(answer.body.data).toBeNull();
      }
    }
  });

  it('the build token reads published content but cannot write', async () => {
    expect((await get('/api/global?locale=de', BUILD_TOKEN)).status).toBe(200);
    const create = await request('POST', '/api/posts', { token: BUILD_TOKEN, body: { data: { title: 'x' } } });
    expect(create.status).toBe(403);
    const anyPost = (await get('/api/posts?locale=en', BUILD_TOKEN)).body.data[0];
    expect(
      (await request('PUT', `/api/posts/${anyPost.documentId}`, { token: BUILD_TOKEN, body: { data: { title: 'x' } } }))
        .status,
    ).toBe(403);
    expect((await request('DELETE', `/api/posts/${anyPost.documentId}`, { token: BUILD_TOKEN })).status).toBe(403);
  });

  it('the public cannot write or sign up', async () => {
    expect((await request('POST', '/api/posts', { body: { data: { title: 'x' } } })).status).toBe(403);
    const signup = await request('POST', '/api/auth/local/register', {
      body: { username: 'x', email: 'x@example.com', password: 'Passw0rd!x' },
    });
    expect(signup.status).toBeGreaterThanOrEqual(400);
    expect(signup.status).toBeLessThan(500);
  });
});

describe('an editor in the admin', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('keeps a new draft private', async () => {
    const created = await request('POST', '/content-manager/collection-types/api::post.post?locale=en', {
      token,
      body: {
        title: DRAFT_TITLE,
        slug: 'internal-roadmap-draft',
        date: '2026-11-01',
        content: 'Secret roadmap',
        pageTitle: 'Draft',
        metaDescription: 'Draft',
      },
    });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    expect((await get(`/api/posts/${documentId}?locale=en`)).status).toBe(404);
    const list = await get('/api/posts?locale=en&pagination[pageSize]=100');
    expect(JSON.stringify(list.body)).not.toContain(DRAFT_TITLE);
    expect((await get(`/api/posts/${documentId}?locale=en`, process.env.SITE_BUILD_TOKEN)).status).toBe(404);
  });

  it('edits a post in German and publishes it', async () => {
    const en = (await get(`/api/posts?locale=en&filters[slug][$eq]=${EDITED_POST_SLUG_EN}`, BUILD_TOKEN)).body.data[0];
    const base = `/content-manager/collection-types/api::post.post/${en.documentId}`;
    const current = await request('GET', `${base}?locale=de`, { token });
    expect(current.status).toBe(200);
    const updated = await request('PUT', `${base}?locale=de`, {
      token,
      body: { ...current.body.data, title: EDITED_GERMAN_TITLE },
    });
    expect(updated.status).toBe(200);
    // Until published, the public still sees the old German title.
    expect((await get(`/api/posts/${en.documentId}?locale=de`)).body.data.title).not.toBe(EDITED_GERMAN_TITLE);
    const published = await request('POST', `${base}/actions/publish?locale=de`, { token, body: {} });
    expect(published.status).toBe(200);
    expect((await get(`/api/posts/${en.documentId}?locale=de`)).body.data.title).toBe(EDITED_GERMAN_TITLE);
    // The English version is untouched.
    expect((await get(`/api/posts/${en.documentId}?locale=en`)).body.data.title).toBe(en.title);
  });
});
