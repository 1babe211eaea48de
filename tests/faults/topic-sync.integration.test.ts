/**
 * Topics are shared by an article's languages: a save that changes them in one language copies them to the others.
 * Two editors save two different articles at the same moment, again and again, each changing its topics: every
 * article's languages agree afterwards. (A process-wide "a sync is running" flag made the second save skip its own
 * sync while the first one ran, and that article's German topics silently kept the old ones.) One CMS process on
 * the SQLite test database of `scripts/test.mjs`.
 */
import { adminToken, request } from '../support/cms';
import { CmsInstance, FAULTS_PORT, RUN, databaseEnv } from './support';

const POST = 'api::post.post';
const CM = `/content-manager/collection-types/${POST}`;
const ROUNDS = 12;

let cms: CmsInstance;
let token: string;
const articles: string[] = [];
let topics: string[] = [];

jest.setTimeout(240_000);

beforeAll(async () => {
  cms = new CmsInstance('topic-sync', FAULTS_PORT, {
    ...databaseEnv({ client: 'sqlite', file: process.env.CMS_DB_FILE! }),
    PREVIEW_URL: '',
    REBUILD_WEBHOOK_URL: '',
  });
  await cms.start();
  token = await adminToken(cms.url);
  const found = await request('GET', `/content-manager/collection-types/api::topic.topic?locale=en&pageSize=4`, {
    token,
    baseUrl: cms.url,
  });
  topics = found.body.results.map((t: { documentId: string }) => t.documentId);
  expect(topics.length).toBe(4);
  for (const name of ['a', 'b']) {
    const body = (locale: string) => ({
      title: `Topic sync ${name} ${locale} ${RUN}`,
      slug: `topic-sync-${name}-${locale}-${RUN}`,
    });
    const en = await request('POST', `${CM}?locale=en`, { token, body: body('en'), baseUrl: cms.url });
    expect(en.status).toBe(201);
    const documentId = en.body.data.documentId;
    const de = await request('PUT', `${CM}/${documentId}?locale=de`, { token, body: body('de'), baseUrl: cms.url });
    expect(de.status).toBe(200);
    articles.push(documentId);
  }
}, 300_000);

afterAll(async () => {
  for (const documentId of articles)
    await request('DELETE', `${CM}/${documentId}?locale=*`, { token, baseUrl: cms.url }).catch(() => undefined);
  await cms?.stop();
});

/** The topic ids of one language version's draft, sorted (the admin's relation list of the edit view). */
async function topicsOf(documentId: string, locale: string): Promise<string[]> {
  const answer = await request(
    'GET',
    `/content-manager/relations/${POST}/${documentId}/topics?locale=${locale}&status=draft&pageSize=20`,
    { token, baseUrl: cms.url },
  );
  expect(answer.status).toBe(200);
  return (answer.body.results as Array<{ documentId: string }>).map((t) => t.documentId).sort();
}

/** Saves the English version with exactly `wanted` as its topics, as the admin's form sends a relation change. */
async function saveTopics(documentId: string, wanted: string[]) {
  const current = await topicsOf(documentId, 'en');
  const answer = await request('PUT', `${CM}/${documentId}?locale=en`, {
    token,
    baseUrl: cms.url,
    body: {
      topics: {
        connect: wanted.filter((id) => !current.includes(id)).map((id) => ({ documentId: id, locale: 'en' })),
        disconnect: current.filter((id) => !wanted.includes(id)).map((id) => ({ documentId: id, locale: 'en' })),
      },
    },
  });
  expect(answer.status).toBe(200);
}

test('two articles saved at the same moment, twelve times: each one’s languages share its topics', async () => {
  const disagreements: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const pick = (offset: number) => [topics[(round + offset) % 4]!, topics[(round + offset + 1) % 4]!].sort();
    const wanted = [pick(0), pick(2)];
    await Promise.all(articles.map((documentId, i) => saveTopics(documentId, wanted[i]!)));
    for (const [i, documentId] of articles.entries()) {
      const [en, de] = [await topicsOf(documentId, 'en'), await topicsOf(documentId, 'de')];
      expect(en).toEqual(wanted[i]);
      if (JSON.stringify(de) !== JSON.stringify(en)) disagreements.push(`round ${round}, article ${i}: ${de} ≠ ${en}`);
    }
  }
  expect(disagreements).toEqual([]);
});
