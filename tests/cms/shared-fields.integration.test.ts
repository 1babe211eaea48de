/**
 * Fields shared by all languages, through the admin API as the admin panel calls it: a
 * translator cannot change one on any path (save, publish with changes, publish of a version whose shared fields
 * would change the other languages, bulk publish, discarding a draft, a new language version) — 403, and the other
 * language is untouched — while a new German version is still created, taking the shared fields of the English one.
 * Editors change shared fields in any language.
 */
import { adminToken, formValues, request, userWithRole } from '../support/cms';

const POST = 'api::post.post';
const TOPIC = 'api::topic.topic';
const CM = `/content-manager/collection-types/${POST}`;
const RUN = Date.now().toString(36);

let admin: string;
let editor: string;
let translator: string;
let topics: string[];
let files: number[];
const created: string[] = [];

const as = (token: string) => ({
  get: (path: string) => request('GET', path, { token }),
  put: (path: string, body: unknown) => request('PUT', path, { token, body }),
  post: (path: string, body: unknown) => request('POST', path, { token, body }),
});

const postData = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${RUN}`,
  date: '2026-11-20',
  // Publishing refuses an image without its description (the content rules), in each language.
  imageAlt: 'Container cranes at dusk',
  content: 'Body of the article.',
  pageTitle: title,
  metaDescription: 'A description of the article for search results, long enough to be useful.',
  ...extra,
});

/** An English article by the admin with a date, a cover image and a topic; published unless `draft`. */
async function englishArticle(title: string, { draft = false } = {}) {
  const response = await as(admin).post(`${CM}?locale=en`, postData(title, { image: files[0], topics: [topics[0]] }));
  expect(response.status).toBe(201);
  const documentId: string = response.body.data.documentId;
  created.push(documentId);
  if (!draft) expect((await as(admin).post(`${CM}/${documentId}/actions/publish?locale=en`, {})).status).toBe(200);
  return documentId;
}

/** The version as the admin's form loads it (populated), the body the form sends back on save. */
async function formOf(documentId: string, locale: string) {
  const { body } = await as(admin).get(`${CM}/${documentId}?locale=${locale}&populate=*`);
  return { ...formValues(body.data), topics: { connect: [], disconnect: [] } } as Record<string, unknown>;
}

const version = async (documentId: string, locale: string, status: 'draft' | 'published' = 'draft') =>
  (await as(admin).get(`${CM}/${documentId}?locale=${locale}&status=${status}&populate=*`)).body.data;

beforeAll(async () => {
  admin = await adminToken();
  editor = (await userWithRole(admin, 'Content editor')).token;
  translator = (await userWithRole(admin, 'Translator (German)')).token;
  const topicList = await as(admin).get(`/content-manager/collection-types/${TOPIC}?locale=en&pageSize=2`);
  topics = topicList.body.results.map((t: { documentId: string }) => t.documentId);
  const uploads = await as(admin).get('/upload/files?pageSize=2');
  files = (uploads.body.results ?? uploads.body).map((f: { id: number }) => f.id);
  expect([topics.length, files.length]).toEqual([2, 2]);
});

afterAll(async () => {
  for (const documentId of created) {
    for (const locale of ['de', 'en'])
      await request('DELETE', `${CM}/${documentId}?locale=${locale}`, { token: admin });
  }
});

describe('a translator and the fields all languages share', () => {
  it('creates the German version from the form: it takes date, image and topics of the English one', async () => {
    const documentId = await englishArticle(`Shared new German ${RUN}`);
    const form = { ...(await formOf(documentId, 'en')), ...postData(`Geteilt neu ${RUN}`) };
    const german = await as(translator).put(`${CM}/${documentId}?locale=de`, form);
    expect(german.status).toBe(200);
    const de = await version(documentId, 'de');
    expect([de.date, de.image?.id, de.topics.map((t: { documentId: string }) => t.documentId)]).toEqual([
      '2026-11-20',
      files[0],
      [topics[0]],
    ]);
    const en = await version(documentId, 'en');
    expect([en.date, en.image?.id, en.status]).toEqual(['2026-11-20', files[0], 'published']);
  });

  it('creates the German version without any shared field sent: the English values stay and are taken over', async () => {
    const documentId = await englishArticle(`Shared bare German ${RUN}`);
    const bare: Record<string, unknown> = postData(`Geteilt ohne ${RUN}`);
    delete bare.date;
    expect((await as(translator).put(`${CM}/${documentId}?locale=de`, bare)).status).toBe(200);
    expect([(await version(documentId, 'de')).date, (await version(documentId, 'en')).date]).toEqual([
      '2026-11-20',
      '2026-11-20',
    ]);
    expect((await version(documentId, 'en')).image?.id).toBe(files[0]);
  });

  it('gets 403 for a new German version with another date, and nothing is created', async () => {
    const documentId = await englishArticle(`Shared refused German ${RUN}`);
    const form = { ...(await formOf(documentId, 'en')), ...postData(`Abgelehnt ${RUN}`, { date: '2030-01-01' }) };
    const refused = await as(translator).put(`${CM}/${documentId}?locale=de`, form);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/shared by all languages.*: date\.$/);
    expect((await as(admin).get(`${CM}/${documentId}?locale=de`)).body.data.title).toBeUndefined();
    expect((await version(documentId, 'en')).date).toBe('2026-11-20');
  });

  it('gets 403 for a changed date, image or topics when saving the German version; English stays published', async () => {
    const documentId = await englishArticle(`Shared save ${RUN}`);
    expect((await as(translator).put(`${CM}/${documentId}?locale=de`, postData(`Speichern ${RUN}`))).status).toBe(200);
    const form = await formOf(documentId, 'de');
    for (const change of [
      { date: '2027-03-01' },
      { image: files[1] },
      { topics: { connect: [{ documentId: topics[1] }], disconnect: [] } },
    ]) {
      const refused = await as(translator).put(`${CM}/${documentId}?locale=de`, { ...form, ...change });
      expect([Object.keys(change)[0], refused.status]).toEqual([Object.keys(change)[0], 403]);
    }
    // The form as loaded, with a new title: saved; the English version is not "Modified".
    expect((await as(translator).put(`${CM}/${documentId}?locale=de`, { ...form, title: `Neu ${RUN}` })).status).toBe(
      200,
    );
    const en = await version(documentId, 'en');
    expect([en.date, en.image?.id, en.topics.length, en.status]).toEqual(['2026-11-20', files[0], 1, 'published']);
  });

  it('gets 403 publishing with a changed date, and publishing German while an editor changed the date unpublished', async () => {
    const documentId = await englishArticle(`Shared publish ${RUN}`);
    expect((await as(translator).put(`${CM}/${documentId}?locale=de`, postData(`Veröffentlichen ${RUN}`))).status).toBe(
      200,
    );
    const changed = await as(translator).post(`${CM}/${documentId}/actions/publish?locale=de`, {
      ...(await formOf(documentId, 'de')),
      date: '2027-05-05',
    });
    expect(changed.status).toBe(403);
    expect((await as(translator).post(`${CM}/${documentId}/actions/publish?locale=de`, {})).status).toBe(200);
    // An editor changes the shared date in the English draft and does not publish it yet.
    const english = await formOf(documentId, 'en');
    expect((await as(editor).put(`${CM}/${documentId}?locale=en`, { ...english, date: '2027-06-06' })).status).toBe(
      200,
    );
    // Publishing German would put the editor's unpublished date live in English: refused on every publish path.
    const publish = await as(translator).post(`${CM}/${documentId}/actions/publish?locale=de`, {});
    expect(publish.status).toBe(403);
    expect(publish.body.error.message).toMatch(/live in the other languages.*: date\.$/);
    const bulk = await as(translator).post(`${CM}/actions/bulkPublish?locale=de`, { documentIds: [documentId] });
    expect(bulk.status).toBe(403);
    // Discarding the German draft would put the published date back into the English draft: refused too.
    expect((await version(documentId, 'de')).date).toBe('2027-06-06');
    const discard = await as(translator).post(`${CM}/${documentId}/actions/discard?locale=de`, {});
    expect(discard.status).toBe(403);
    expect((await version(documentId, 'en')).date).toBe('2027-06-06');
    expect((await version(documentId, 'en', 'published')).date).toBe('2026-11-20');
    // Once the editor published the date, the translator publishes German.
    expect((await as(editor).post(`${CM}/${documentId}/actions/publish?locale=en`, {})).status).toBe(200);
    expect((await as(translator).post(`${CM}/${documentId}/actions/publish?locale=de`, {})).status).toBe(200);
    expect((await version(documentId, 'de', 'published')).date).toBe('2027-06-06');
  });

  it('an editor changes a shared field from the German version; it changes in English too', async () => {
    const documentId = await englishArticle(`Shared editor ${RUN}`, { draft: true });
    expect((await as(editor).put(`${CM}/${documentId}?locale=de`, postData(`Redaktion ${RUN}`))).status).toBe(200);
    const form = await formOf(documentId, 'de');
    expect((await as(editor).put(`${CM}/${documentId}?locale=de`, { ...form, date: '2028-02-02' })).status).toBe(200);
    expect((await version(documentId, 'en')).date).toBe('2028-02-02');
  });
});
