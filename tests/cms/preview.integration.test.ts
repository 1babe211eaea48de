/**
 * Draft preview, CMS side: the preview build's token (SITE_PREVIEW_TOKEN) reads drafts, nobody else does (the
 * public build's token included), and the admin's preview button opens the entry's path in its language on
 * the preview server (PREVIEW_URL), with the secret for the first request.
 */
import { CMS_URL, adminToken, get, request } from '../support/cms';
import { rawRequest } from '../support/http';

const PREVIEW_TOKEN = process.env.SITE_PREVIEW_TOKEN!;
const BUILD_TOKEN = process.env.SITE_BUILD_TOKEN!;
const PREVIEW_URL = process.env.PREVIEW_URL!;
const PREVIEW_SECRET = process.env.PREVIEW_SECRET!;
const RUN = Date.now().toString(36);
const DRAFT_TITLE_DE = `Vorschau-Test: nur im Entwurf ${RUN}`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const raw = (p: string, headers: Record<string, string> = {}) => rawRequest(CMS_URL, { path: p, headers });

let editorToken: string;
let post: { documentId: string; slugDe: string; slugEn: string; titleDe: string };

/** Saves the German draft's title (the rest of the entry as it is). */
async function saveGermanTitle(title: string) {
  const base = `/content-manager/collection-types/api::post.post/${post.documentId}?locale=de`;
  const current = await request('GET', base, { token: editorToken });
  // `status` (published/modified) is read-only: the content manager refuses it back.
  const fields = { ...current.body.data };
  delete fields.status;
  return request('PUT', base, { token: editorToken, body: { ...fields, title } });
}

/** The admin's preview URL for an entry, as the content manager asks for it. */
const previewUrl = (uid: string, documentId: string | undefined, locale: string) =>
  request(
    'GET',
    `/content-manager/preview/url/${uid}?${new URLSearchParams({ ...(documentId ? { documentId } : {}), locale, status: 'draft' })}`,
    { token: editorToken },
  );

beforeAll(async () => {
  expect(PREVIEW_TOKEN).toBeTruthy();
  expect(PREVIEW_URL).toBeTruthy();
  editorToken = await adminToken();
  const listed = await get('/api/posts?locale=de&sort[0]=date:desc&pagination[pageSize]=1', BUILD_TOKEN);
  expect(listed.status).toBe(200);
  const german = listed.body.data[0];
  const english = await get(`/api/posts/${german.documentId}?locale=en`, BUILD_TOKEN);
  post = { documentId: german.documentId, slugDe: german.slug, slugEn: english.body.data.slug, titleDe: german.title };
  // The German title edited and saved, not published.
  expect((await saveGermanTitle(DRAFT_TITLE_DE)).status).toBe(200);
});

// Later tests may publish this post: its draft gets the published title back.
afterAll(async () => {
  if (post) expect((await saveGermanTitle(post.titleDe)).status).toBe(200);
});

describe('who reads drafts', () => {
  it('the preview token reads the saved, unpublished German title', async () => {
    const answer = await get(`/api/posts/${post.documentId}?locale=de&status=draft`, PREVIEW_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.body.data.title).toBe(DRAFT_TITLE_DE);
    const list = await get('/api/posts?locale=de&status=draft&pagination[pageSize]=100', PREVIEW_TOKEN);
    expect(list.body.data.map((p: { title: string }) => p.title)).toContain(DRAFT_TITLE_DE);
  });

  it('without status the preview token sees the published title, like everyone', async () => {
    const answer = await get(`/api/posts/${post.documentId}?locale=de`, PREVIEW_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.body.data.title).not.toBe(DRAFT_TITLE_DE);
  });

  it.each([
    ['the build token', bearer(BUILD_TOKEN)],
    ['the public', {}],
    ['a wrong token', bearer(`${PREVIEW_TOKEN.slice(0, -1)}x`)],
  ])('%s still gets 403 for drafts on every path spelling', async (_who, headers) => {
    for (const p of [
      `/api/posts?status=draft&locale=de`,
      `/API/posts?status=draft&locale=de`,
      `/api/Posts/${post.documentId}/?status=draft&locale=de`,
      `/api/posts/${post.documentId}?status=draft&locale=de`,
    ]) {
      const answer = await raw(p, headers);
      expect([401, 403]).toContain(answer.status);
      expect(answer.text).not.toContain(DRAFT_TITLE_DE);
    }
  });

  it.each([
    'status=DRAFT',
    'status[0]=draft',
    'status=draft&status=draft',
    'status=draft&publicationFilter=modified',
    'hasPublishedVersion=false',
    'status=modified',
  ])('the preview token is refused for the other shape %s', async (query) => {
    const answer = await raw(`/api/posts?locale=de&${query}`, bearer(PREVIEW_TOKEN));
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(DRAFT_TITLE_DE);
  });

  it('the preview token cannot write', async () => {
    const answer = await request('POST', '/api/posts', {
      token: PREVIEW_TOKEN,
      body: { data: { title: 'written by the preview token' } },
    });
    expect(answer.status).toBe(403);
  });
});

describe("the admin's preview button", () => {
  const origin = () => new URL(PREVIEW_URL).origin;

  it('opens a post in its language, at the path the site uses, with the secret', async () => {
    for (const [locale, expectedPath] of [
      ['de', `/de/insight/${encodeURIComponent(post.slugDe)}/`],
      ['en', `/insight/${encodeURIComponent(post.slugEn)}/`],
    ] as const) {
      const answer = await previewUrl('api::post.post', post.documentId, locale);
      expect(answer.status).toBe(200);
      const url = new URL(answer.body.data.url);
      expect(url.origin).toBe(origin());
      expect(url.pathname).toBe(expectedPath);
      expect(url.searchParams.get('secret')).toBe(PREVIEW_SECRET);
    }
  });

  it('names the save it opens the preview for: the draft’s last save', async () => {
    const draft = await request(
      'GET',
      `/content-manager/collection-types/api::post.post/${post.documentId}?locale=de`,
      {
        token: editorToken,
      },
    );
    const url = new URL((await previewUrl('api::post.post', post.documentId, 'de')).body.data.url);
    expect(url.searchParams.get('saved')).toBe(draft.body.data.updatedAt);
  });

  it('opens pages, case studies, topics and single types at their routes', async () => {
    const page = (await get('/api/pages?locale=de&filters[path][$eq]=/about/', BUILD_TOKEN)).body.data[0];
    expect(new URL((await previewUrl('api::page.page', page.documentId, 'de')).body.data.url).pathname).toBe(
      '/de/about/',
    );
    const study = (await get('/api/case-studies?locale=en&pagination[pageSize]=1', BUILD_TOKEN)).body.data[0];
    expect(
      new URL((await previewUrl('api::case-study.case-study', study.documentId, 'en')).body.data.url).pathname,
    ).toBe(`/case-studies/${study.slug}/`);
    const topic = (await get('/api/topics?locale=de&pagination[pageSize]=1', BUILD_TOKEN)).body.data[0];
    const topicUrl = new URL((await previewUrl('api::topic.topic', topic.documentId, 'de')).body.data.url);
    expect(topicUrl.pathname).toBe('/de/insight/');
    expect(topicUrl.searchParams.get('topic')).toBe(topic.slug);
    expect(new URL((await previewUrl('api::global.global', undefined, 'de')).body.data.url).pathname).toBe('/de/');
  });

  it('offers no URL for content without a page, and none to a stranger', async () => {
    const member = (await get('/api/team-members?locale=en&pagination[pageSize]=1', BUILD_TOKEN)).body.data[0];
    const none = await previewUrl('api::team-member.team-member', member.documentId, 'en');
    expect(none.status).toBe(204);
    const stranger = await raw(
      `/content-manager/preview/url/api::post.post?documentId=${post.documentId}&locale=de&status=draft`,
    );
    expect(stranger.status).toBe(401);
    expect(stranger.text).not.toContain(PREVIEW_SECRET);
  });

  it('lets the admin frame the preview (frame-src), and nothing else it did not allow before', async () => {
    const admin = await raw('/admin');
    const policy = String(admin.headers['content-security-policy'] ?? '');
    const frameSrc = policy.split(';').find((directive) => directive.trim().startsWith('frame-src'));
    expect(frameSrc?.trim()).toBe(`frame-src ${origin()}`);
    expect(policy).toContain("script-src 'self'");
  });
});
