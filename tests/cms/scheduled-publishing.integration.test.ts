/**
 * Scheduled publishing through the admin API the edit view's *Publish at* panel calls: who may schedule
 * which language, what the panel reads back, cancelling, bad times, and a schedule that comes due being published by
 * the CMS (within its poll interval, 15 s unless SCHEDULED_PUBLISHING_POLL_MS says otherwise). Two CMS processes and
 * restarts: tests/faults/scheduled-publishing-postgres.integration.test.ts.
 */
import { adminToken, request, userWithRole } from '../support/cms';
import { waitFor } from '../support/wait';
import { siteText, siteTextSource } from '../support/catalogues';

/** "This field is required before publishing." in the admin language (the field labels are the admin's own). */
const MISSING = { en: siteText('en', 'checks:build.missing'), de: siteText('de', 'checks:build.missing') };
/** "Not scheduled: …" before its reasons, as the start of a RegExp. */
const NOT_SCHEDULED = {
  en: new RegExp(`^${siteTextSource('en', 'checks:schedule.refused', { reasons: '' })}`),
  de: new RegExp(`^${siteTextSource('de', 'checks:schedule.refused', { reasons: '' })}`),
};

const POST = 'api::post.post';
const CM = `/content-manager/collection-types/${POST}`;
const RUN = Date.now().toString(36);
const scheduleUrl = (documentId: string, locale: string) =>
  `/admin/scheduled-publishing/${POST}/${documentId}?locale=${locale}`;

let admin: string;
let editor: { token: string };
let translator: { token: string };
let germanEditor: { token: string };
const created: string[] = [];

async function draftArticle(title: string) {
  const body = (locale: string) => ({
    title: `${title} ${locale}`,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${locale}-${RUN}`,
    date: '2026-11-22',
    content: 'Body.',
    pageTitle: title,
    metaDescription: 'A description of the article for search results, long enough to be useful.',
  });
  const en = await request('POST', `${CM}?locale=en`, { token: admin, body: body('en') });
  expect(en.status).toBe(201);
  const documentId: string = en.body.data.documentId;
  created.push(documentId);
  expect((await request('PUT', `${CM}/${documentId}?locale=de`, { token: admin, body: body('de') })).status).toBe(200);
  return documentId;
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

beforeAll(async () => {
  admin = await adminToken();
  editor = await userWithRole(admin, 'Content editor');
  translator = await userWithRole(admin, 'Translator (German)');
  germanEditor = await userWithRole(admin, 'Content editor');
  const me = await request('PUT', '/admin/users/me', { token: germanEditor.token, body: { preferedLanguage: 'de' } });
  expect(me.status).toBe(200);
});

afterAll(async () => {
  for (const documentId of created) {
    for (const locale of ['de', 'en'])
      await request('DELETE', `${CM}/${documentId}?locale=${locale}`, { token: admin });
  }
});

test('an editor schedules, reads the schedule back with their name, and cancels it', async () => {
  const documentId = await draftArticle(`Schedule read ${RUN}`);
  const at = inSeconds(3600);
  const set = await request('PUT', scheduleUrl(documentId, 'en'), { token: editor.token, body: { publishAt: at } });
  expect(set.status).toBe(200);
  expect(set.body.schedule).toEqual({
    publishAt: at,
    state: 'pending',
    scheduledBy: 'Content editor Test',
    failure: null,
  });
  // Another person (here the admin) sees it; the German version has none.
  expect((await request('GET', scheduleUrl(documentId, 'en'), { token: admin })).body.schedule.publishAt).toBe(at);
  expect((await request('GET', scheduleUrl(documentId, 'de'), { token: admin })).body).toEqual({ schedule: null });
  const later = inSeconds(7200);
  const moved = await request('PUT', scheduleUrl(documentId, 'en'), { token: admin, body: { publishAt: later } });
  expect([moved.body.schedule.publishAt, moved.body.schedule.scheduledBy]).toEqual([later, 'Erika Editor']);
  expect((await request('DELETE', scheduleUrl(documentId, 'en'), { token: editor.token })).status).toBe(200);
  expect((await request('GET', scheduleUrl(documentId, 'en'), { token: editor.token })).body).toEqual({
    schedule: null,
  });
});

test('a translator schedules the German version only', async () => {
  const documentId = await draftArticle(`Schedule roles ${RUN}`);
  const body = { publishAt: inSeconds(3600) };
  expect((await request('PUT', scheduleUrl(documentId, 'de'), { token: translator.token, body })).status).toBe(200);
  expect((await request('PUT', scheduleUrl(documentId, 'en'), { token: translator.token, body })).status).toBe(403);
  expect((await request('DELETE', scheduleUrl(documentId, 'en'), { token: translator.token })).status).toBe(403);
  // Read-only for everyone without admin login.
  expect((await request('GET', scheduleUrl(documentId, 'de'))).status).toBe(401);
});

test.each([
  ['in the past', { publishAt: '2020-01-01T00:00:00.000Z' }],
  ['not a date', { publishAt: 'tomorrow' }],
  ['missing', {}],
  ['a number', { publishAt: 1_900_000_000_000 }],
])('a time %s is refused with 400', async (_, body) => {
  const documentId = await draftArticle(`Schedule bad ${RUN}`);
  const response = await request('PUT', scheduleUrl(documentId, 'en'), { token: editor.token, body });
  expect(response.status).toBe(400);
  expect((await request('GET', scheduleUrl(documentId, 'en'), { token: admin })).body).toEqual({ schedule: null });
});

test('an unsaved language version or an unknown type cannot be scheduled', async () => {
  const en = await request('POST', `${CM}?locale=en`, {
    token: admin,
    body: { title: `Only English ${RUN}`, slug: `only-english-${RUN}`, date: '2026-11-22' },
  });
  created.push(en.body.data.documentId);
  const body = { publishAt: inSeconds(3600) };
  expect((await request('PUT', scheduleUrl(en.body.data.documentId, 'de'), { token: admin, body })).status).toBe(404);
  const unknown = `/admin/scheduled-publishing/api::nothing.nothing/${en.body.data.documentId}?locale=en`;
  expect((await request('PUT', unknown, { token: admin, body })).status).toBe(400);
});

test('a schedule that comes due is published by the CMS, in its language only', async () => {
  const documentId = await draftArticle(`Schedule due ${RUN}`);
  const at = inSeconds(2);
  expect(
    (await request('PUT', scheduleUrl(documentId, 'de'), { token: translator.token, body: { publishAt: at } })).status,
  ).toBe(200);
  expect((await request('GET', `/api/posts/${documentId}?locale=de`)).status).toBe(404);
  await waitFor(
    async () => (await request('GET', `/api/posts/${documentId}?locale=de`)).status,
    (status) => status === 200,
    { timeoutMs: 45_000, message: 'the scheduled German version was not published' },
  );
  expect((await request('GET', `/api/posts/${documentId}?locale=en`)).status).toBe(404);
  expect((await request('GET', scheduleUrl(documentId, 'de'), { token: admin })).body).toEqual({ schedule: null });
  // The published version says when it was published (a warm site build fetches what changed since the last one).
  const published = await request('GET', `${CM}/${documentId}?locale=de&status=published`, { token: admin });
  expect(Date.parse(published.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(at));
});

test('publishing without a change (bulk publish) stamps the version with the time of publication', async () => {
  const documentId = await draftArticle(`Bulk stamp ${RUN}`);
  const saved = (await request('GET', `${CM}/${documentId}?locale=en`, { token: admin })).body.data.updatedAt;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const before = Date.now();
  const bulk = await request('POST', `${CM}/actions/bulkPublish?locale=en`, {
    token: editor.token,
    body: { documentIds: [documentId] },
  });
  expect(bulk.status).toBe(200);
  const published = await request('GET', `${CM}/${documentId}?locale=en&status=published`, { token: admin });
  expect(Date.parse(published.body.data.updatedAt)).toBeGreaterThanOrEqual(before - 50);
  expect(Date.parse(published.body.data.updatedAt)).toBeGreaterThan(Date.parse(saved));
  expect(published.body.data.status).toBe('published');
});

test('a draft that could not be published now is not scheduled: refused at once, naming the fields', async () => {
  // No date, no text: the draft saves, publishing would refuse it.
  const en = await request('POST', `${CM}?locale=en`, {
    token: admin,
    body: { title: `Incomplete ${RUN}`, slug: `incomplete-${RUN}` },
  });
  const documentId = en.body.data.documentId;
  created.push(documentId);
  const refused = await request('PUT', scheduleUrl(documentId, 'en'), {
    token: editor.token,
    body: { publishAt: inSeconds(60) },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toMatch(NOT_SCHEDULED.en);
  expect(refused.body.error.message).toContain(`Date: ${MISSING.en}`);
  expect(refused.body.error.message).toContain(`Article text: ${MISSING.en}`);
  expect(refused.body.error.details.errors.map((e: { path: string[] }) => e.path[0])).toEqual(
    expect.arrayContaining(['date', 'content', 'pageTitle', 'metaDescription']),
  );
  const german = await request('PUT', scheduleUrl(documentId, 'en'), {
    token: germanEditor.token,
    body: { publishAt: inSeconds(60) },
  });
  expect(german.body.error.message).toMatch(NOT_SCHEDULED.de);
  expect(german.body.error.message).toContain(`Artikeltext: ${MISSING.de}`);
  expect((await request('GET', scheduleUrl(documentId, 'en'), { token: editor.token })).body.schedule).toBeNull();
});

test('a scheduled version emptied before it is due fails then, naming the field in each editor’s language', async () => {
  const documentId = await draftArticle(`Emptied ${RUN}`);
  const set = await request('PUT', scheduleUrl(documentId, 'en'), {
    token: editor.token,
    body: { publishAt: inSeconds(3) },
  });
  expect(set.status).toBe(200);
  const draft = await request('GET', `${CM}/${documentId}?locale=en`, { token: admin });
  const fields = { ...draft.body.data };
  delete fields.status;
  expect(
    (await request('PUT', `${CM}/${documentId}?locale=en`, { token: admin, body: { ...fields, content: '' } })).status,
  ).toBe(200);
  const failed = await waitFor(
    async () => (await request('GET', scheduleUrl(documentId, 'en'), { token: editor.token })).body.schedule,
    (schedule) => schedule?.state === 'failed',
    { timeoutMs: 45_000, message: 'the emptied version was not reported as failed' },
  );
  expect(failed.failure).toBe(`Article text: ${MISSING.en}`);
  const inGerman = await request('GET', scheduleUrl(documentId, 'en'), { token: germanEditor.token });
  expect(inGerman.body.schedule.failure).toBe(`Artikeltext: ${MISSING.de}`);
  expect((await request('GET', `/api/posts/${documentId}?locale=en`)).status).toBe(404);
});

test('deleting one language version takes only its own schedule with it', async () => {
  const documentId = await draftArticle(`Delete one language ${RUN}`);
  for (const locale of ['en', 'de']) {
    const set = await request('PUT', scheduleUrl(documentId, locale), {
      token: editor.token,
      body: { publishAt: inSeconds(3600) },
    });
    expect(set.status).toBe(200);
  }
  expect((await request('DELETE', `${CM}/${documentId}?locale=de`, { token: admin })).status).toBe(200);
  // The German version is gone (the entry lists no other language than English), the English one stays.
  const left = await request('GET', `${CM}/${documentId}?locale=en`, { token: admin });
  expect(left.status).toBe(200);
  expect(left.body.meta.availableLocales.map((version: { locale: string }) => version.locale)).toEqual([]);
  const english = await request('GET', scheduleUrl(documentId, 'en'), { token: editor.token });
  expect(english.status).toBe(200);
  expect(english.body.schedule).toMatchObject({ state: 'pending' });
});
