/**
 * Draft preview, CMS side: the preview build's token (SITE_PREVIEW_TOKEN) reads drafts, nobody else does (the
 * public build's token included), and the admin's preview button opens the entry's path in its language on
 * the preview server (PREVIEW_URL), with a preview token of that person and session for the first request —
 * only for roles that read drafts of the type; the token opens the preview until its session ends.
 */
import { CMS_URL, adminToken, get, request, userWithRole, type RoleName } from '../support/cms';
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

/** The admin's preview URL for an entry, as the content manager asks for it (as `token`'s user). */
const previewUrl = (uid: string, documentId: string | undefined, locale: string, token = editorToken) =>
  request(
    'GET',
    `/content-manager/preview/url/${uid}?${new URLSearchParams({ ...(documentId ? { documentId } : {}), locale, status: 'draft' })}`,
    { token },
  );

/** What the CMS tells the preview server about a preview token. */
const access = (token: unknown) => request('POST', '/admin/preview-access', { body: { token } });
const tokenOf = (answer: { body: { data: { url: string } } }) =>
  new URL(answer.body.data.url).searchParams.get('token');

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

  it('opens a post in its language, at the path the site uses, with a preview token (never the secret)', async () => {
    for (const [locale, expectedPath] of [
      ['de', `/de/insight/${encodeURIComponent(post.slugDe)}/`],
      ['en', `/insight/${encodeURIComponent(post.slugEn)}/`],
    ] as const) {
      const answer = await previewUrl('api::post.post', post.documentId, locale);
      expect(answer.status).toBe(200);
      const url = new URL(answer.body.data.url);
      expect(url.origin).toBe(origin());
      expect(url.pathname).toBe(expectedPath);
      // The token, and the save the preview is opened for (it waits for that save or says it shows an older one).
      expect([...url.searchParams.keys()]).toEqual(['token', 'saved']);
      expect(Number.isNaN(Date.parse(url.searchParams.get('saved') ?? ''))).toBe(false);
      expect(answer.body.data.url).not.toContain(PREVIEW_SECRET);
      expect((await access(url.searchParams.get('token'))).status).toBe(200);
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

describe('who gets a preview link, and for how long', () => {
  const TYPES = ['api::post.post', 'api::page.page', 'api::case-study.case-study', 'api::topic.topic'];
  const withRole = async (role: RoleName) => (await userWithRole(editorToken, role)).token;

  it('the inbox role gets 403 for every previewable type, with or without an entry, and learns no slug', async () => {
    const inbox = await withRole('Inbox');
    for (const uid of [...TYPES, 'api::global.global']) {
      for (const documentId of [undefined, post.documentId]) {
        const answer = await previewUrl(uid, documentId, 'de', inbox);
        expect([uid, documentId, answer.status]).toEqual([uid, documentId, 403]);
        expect(JSON.stringify(answer.body)).not.toContain(post.slugDe);
        expect(JSON.stringify(answer.body)).not.toContain('token=');
      }
    }
  });

  it('editors and translators (who read every draft) get a link with a token of their own', async () => {
    const editor = await previewUrl('api::post.post', post.documentId, 'de', await withRole('Content editor'));
    const translator = await previewUrl('api::post.post', post.documentId, 'de', await withRole('Translator (German)'));
    expect([editor.status, translator.status]).toEqual([200, 200]);
    expect(tokenOf(editor)).not.toBe(tokenOf(translator));
    expect((await access(tokenOf(translator))).status).toBe(200);
  });

  it('a token stops opening the preview when its session ends (logout)', async () => {
    const editor = await withRole('Content editor');
    const token = tokenOf(await previewUrl('api::post.post', post.documentId, 'de', editor));
    const open = await access(token);
    expect(open.status).toBe(200);
    expect(open.body.expiresAt * 1000).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(open.body.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect((await request('POST', '/admin/logout', { token: editor, body: {} })).status).toBe(200);
    const closed = await access(token);
    expect(closed.status).toBe(401);
    expect(closed.body).toEqual({ error: 'This preview link has expired or was revoked.' });
  });

  it('a tampered, foreign or malformed token is refused (401)', async () => {
    const token = tokenOf(await previewUrl('api::post.post', post.documentId, 'de'))!;
    const [user, session, expires, signature] = token.split('.');
    for (const forged of [
      `${user}.${session}.${Number(expires) + 86_400}.${signature}`,
      `${Number(user) + 1}.${session}.${expires}.${signature}`,
      `${user}.${session}.${expires}.${signature!.slice(0, -2)}AA`,
      PREVIEW_SECRET,
      '',
      null,
      ['a', 'b'],
      'x'.repeat(10_000),
    ]) {
      expect([forged, (await access(forged)).status]).toEqual([forged, 401]);
    }
  });
});
