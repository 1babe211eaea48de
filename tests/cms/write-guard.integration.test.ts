/**
 * One write guard for every document action (docs/security.md): the Content Manager's write routes, read from the
 * CMS's router, swept with every language shape, body and role (tests/support/write-guard-sweep.ts); then the probes
 * that found the holes, replayed one by one with what a person would check afterwards.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, languageName } from '@app/routing';
import { adminToken, request, userWithRole } from '../support/cms';
import { openDb, type TestDb } from '../support/db';
import { describeSweep } from '../support/write-guard-sweep';

const CM = '/content-manager/collection-types';
const MENTION = 'api::media-mention.media-mention';
const PAGE = 'api::page.page';
const INBOX_TYPE = 'api::contact-message.contact-message';
const RUN = Date.now().toString(36);
const GERMAN = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE)!;
const TRANSLATOR = `Translator (${languageName(GERMAN, 'en')})` as const;

describeSweep('the sweep: every write route of the Content Manager × language shape × body × role');

describe('the probes, replayed', () => {
  let admin: string;
  let db: TestDb;
  let translator: string;
  let editor: string;
  const created: Array<{ uid: string; documentId: string }> = [];

  beforeAll(async () => {
    admin = await adminToken();
    db = openDb();
    translator = (await userWithRole(admin, TRANSLATOR)).token;
    editor = (await userWithRole(admin, 'Content editor')).token;
  });

  afterAll(async () => {
    for (const { uid, documentId } of created)
      await request('DELETE', `${CM}/${uid}/${documentId}?locale=*`, { token: admin });
    await db.close();
  });

  const mentionRows = (documentId: string) =>
    db.all(
      'SELECT locale, url, date, source, title, published_at FROM media_mentions WHERE document_id = ? ORDER BY locale, published_at',
      documentId,
    );

  async function englishMention() {
    const answer = await request('POST', `${CM}/${MENTION}?locale=${DEFAULT_LOCALE}`, {
      token: admin,
      body: {
        title: `Mention ${RUN}`,
        outlet: 'Handelsblatt',
        url: 'https://example.com/a',
        date: '2026-11-01',
        source: 'external',
      },
    });
    expect(answer.status).toBe(201);
    created.push({ uid: MENTION, documentId: answer.body.data.documentId });
    return answer.body.data.documentId as string;
  }

  it('nobody changes the English entry through the create route with its documentId, an editor neither', async () => {
    const documentId = await englishMention();
    const before = await mentionRows(documentId);
    const probe = {
      documentId,
      title: 'Erwähnung',
      outlet: 'Handelsblatt',
      url: 'https://evil.example/',
      date: '2030-01-01',
      source: 'own',
    };
    // The translator: refused by the route rule (translators create nothing) and, behind it, the write guard.
    const translated = await request('POST', `${CM}/${MENTION}?locale=${GERMAN}`, { token: translator, body: probe });
    expect(translated.status).toBe(403);
    // The editor may create entries, but not one that takes an existing entry's documentId: the write guard.
    const edited = await request('POST', `${CM}/${MENTION}?locale=${GERMAN}`, { token: editor, body: probe });
    expect(edited.status).toBe(403);
    expect(edited.body.error.message).toMatch(/documentId of an existing one/);
    expect(await mentionRows(documentId)).toEqual(before);
  });

  it('a translator creates no English entry and no page, in any language', async () => {
    for (const [uid, body] of [
      [MENTION, { title: `Translator mention ${RUN}`, outlet: 'X', date: '2026-11-01', source: 'external' }],
      [
        PAGE,
        {
          key: `translator-${RUN}`,
          path: `/translator-${RUN}/`,
          template: 'standard',
          title: `T ${RUN}`,
          pageTitle: 'T',
          metaDescription: 'A page.',
        },
      ],
    ] as const) {
      for (const locale of [DEFAULT_LOCALE, GERMAN]) {
        const answer = await request('POST', `${CM}/${uid}?locale=${locale}`, { token: translator, body });
        expect([uid, locale, answer.status]).toEqual([uid, locale, 403]);
      }
    }
    const made = await db.all('SELECT id FROM pages WHERE key = ?', `translator-${RUN}`);
    expect(made).toEqual([]);
    expect(await db.all('SELECT id FROM media_mentions WHERE title = ?', `Translator mention ${RUN}`)).toEqual([]);
  });

  const as = (token: string, method: string, path: string, body: unknown = {}) =>
    request(method, `${CM}/${MENTION}${path}`, { token, body });

  /** A mention in every language, published; then an editor moves the shared date in English without publishing. */
  async function mentionWithPendingDate(date: string | null) {
    const documentId = await englishMention();
    const german = await as(admin, 'PUT', `/${documentId}?locale=${GERMAN}`, { title: 'Erwähnung', outlet: 'X' });
    expect(german.status).toBe(200);
    for (const locale of LOCALE_CODES) {
      expect((await as(admin, 'POST', `/${documentId}/actions/publish?locale=${locale}`)).status).toBe(200);
    }
    if (date) expect((await as(editor, 'PUT', `/${documentId}?locale=${DEFAULT_LOCALE}`, { date })).status).toBe(200);
    return documentId;
  }

  it('bulk publish with the language as a list keeps the shared-field rule: an editor’s unpublished date stays unpublished', async () => {
    const documentId = await mentionWithPendingDate('2027-07-07');
    const before = await mentionRows(documentId);
    for (const shape of [[GERMAN], GERMAN]) {
      const answer = await as(translator, 'POST', '/actions/bulkPublish', { documentIds: [documentId], locale: shape });
      expect([shape, answer.status]).toEqual([shape, 403]);
      expect(answer.body.error.message).toMatch(/live in the other languages.*: date\.$/);
    }
    expect(await mentionRows(documentId)).toEqual(before);
  });

  it('a bulk action refused for one entry changes none of them', async () => {
    const clean = await mentionWithPendingDate(null);
    const pending = await mentionWithPendingDate('2027-08-08');
    const before = [await mentionRows(clean), await mentionRows(pending)];
    const body = { documentIds: [clean, pending], locale: [GERMAN] };
    expect((await as(translator, 'POST', '/actions/bulkPublish', body)).status).toBe(403);
    expect([await mentionRows(clean), await mentionRows(pending)]).toEqual(before);
  });

  it('editors delete articles but no page; nobody but the inbox deletes a contact message', async () => {
    const page = await db.get<{ document_id: string }>('SELECT document_id FROM pages WHERE key = ? LIMIT 1', 'home');
    const refused = await request('DELETE', `${CM}/${PAGE}/${page!.document_id}?locale=${DEFAULT_LOCALE}`, {
      token: editor,
    });
    expect(refused.status).toBe(403);
    expect(await db.all('SELECT id FROM pages WHERE document_id = ?', page!.document_id)).not.toEqual([]);

    const message = await request('POST', `${CM}/${INBOX_TYPE}`, {
      token: admin,
      body: {
        name: 'Probe Guard',
        email: `guard-${RUN}@example.com`,
        message: 'A message to delete.',
      },
    });
    expect(message.status).toBe(201);
    const id = message.body.data.documentId as string;
    for (const token of [translator, editor]) {
      expect((await request('DELETE', `${CM}/${INBOX_TYPE}/${id}`, { token })).status).toBe(403);
    }
    const inbox = (await userWithRole(admin, 'Inbox')).token;
    expect((await request('DELETE', `${CM}/${INBOX_TYPE}/${id}`, { token: inbox })).status).toBe(200);
    expect(await db.all('SELECT id FROM contact_messages WHERE document_id = ?', id)).toEqual([]);
  });
});
