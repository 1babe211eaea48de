/**
 * The unpublish and delete check: what the website needs in every language (a page for every route key, at least
 * one entry of each needed type) cannot be unpublished or deleted, through the admin's routes and their bulk
 * variants; the refusal names the route and the language in the editor's admin language, and nothing changed.
 * What the site does not need still goes.
 */
import type { Locale } from '@app/routing';
import { siteText, siteTextSource } from '../support/catalogues';
import { adminToken, get, request, userWithRole } from '../support/cms';

const CM = '/content-manager/collection-types';
const PAGE = 'api::page.page';
const TOPIC = 'api::topic.topic';
/** The refusal of unpublishing the German imprint page, in the admin language `locale` (German named in it). */
const imprintStays = (locale: Locale, german: string) =>
  siteText(locale, 'checks:removal.unpublish', {
    reasons: siteText(locale, 'checks:removal.routeNeeded', { key: 'imprint', path: '/de/imprint/', language: german }),
  });

let admin: string;
let editor: { token: string };
let germanEditor: { token: string };
let imprint: { documentId: string };

beforeAll(async () => {
  admin = await adminToken();
  editor = await userWithRole(admin, 'Content editor');
  germanEditor = await userWithRole(admin, 'Content editor');
  const me = await request('PUT', '/admin/users/me', { token: germanEditor.token, body: { preferedLanguage: 'de' } });
  expect(me.status).toBe(200);
  const pages = await get('/api/pages?locale=de&filters[key][$eq]=imprint', process.env.SITE_BUILD_TOKEN);
  imprint = { documentId: pages.body.data[0].documentId };
});

/** Whether the German imprint page is still published (what the public API and the build see). */
const germanImprintPublished = async () =>
  (await get(`/api/pages?locale=de&filters[key][$eq]=imprint`, process.env.SITE_BUILD_TOKEN)).body.data.length === 1;

describe('the German imprint page, the only page for its route in German', () => {
  it('is not unpublished: 400 naming the route, its address and the language, and it stays published', async () => {
    const answer = await request('POST', `${CM}/${PAGE}/${imprint.documentId}/actions/unpublish?locale=de`, {
      token: editor.token,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(imprintStays('en', 'German'));
    expect(await germanImprintPublished()).toBe(true);
  });

  it('says so in German in the German admin', async () => {
    const answer = await request('POST', `${CM}/${PAGE}/${imprint.documentId}/actions/unpublish?locale=de`, {
      token: germanEditor.token,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(imprintStays('de', 'Deutsch'));
  });

  // Deleting pages is the administrators' (the Content editor role may not): the check holds for every role.
  it.each(['de', '*'])('is not deleted (locale %s)', async (locale) => {
    const answer = await request('DELETE', `${CM}/${PAGE}/${imprint.documentId}?locale=${locale}`, {
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(
      new RegExp(`^${siteTextSource('en', 'checks:removal.delete', { reasons: '' })}`),
    );
    expect(await germanImprintPublished()).toBe(true);
  });

  it('is not taken away by a bulk unpublish or bulk delete either', async () => {
    for (const [action, body] of [
      ['bulkUnpublish', { documentIds: [imprint.documentId] }],
      ['bulkDelete', { documentIds: [imprint.documentId] }],
    ] as const) {
      const answer = await request('POST', `${CM}/${PAGE}/actions/${action}?locale=de`, { token: admin, body });
      expect(answer.status).toBe(400);
      expect(await germanImprintPublished()).toBe(true);
    }
  });
});

describe('what the site does not need still goes', () => {
  it('a topic while others stay published in the language: unpublished, and published again', async () => {
    const topics = (await get('/api/topics?locale=en&pagination[pageSize]=2')).body.data;
    expect(topics.length).toBe(2);
    const { documentId } = topics[0];
    const base = `${CM}/${TOPIC}/${documentId}`;
    const unpublished = await request('POST', `${base}/actions/unpublish?locale=en`, { token: editor.token, body: {} });
    expect(unpublished.status).toBe(200);
    expect((await get(`/api/topics/${documentId}?locale=en`)).status).toBe(404);
    expect((await request('POST', `${base}/actions/publish?locale=en`, { token: editor.token, body: {} })).status).toBe(
      200,
    );
  });
});
