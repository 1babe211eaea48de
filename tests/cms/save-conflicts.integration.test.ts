/**
 * No save overwrites someone else's, through the Content Manager's API as the admin panel calls it: a save or
 * publish that names the version it was made from (`updatedAt`) is refused with 409 when someone saved a newer one
 * meanwhile — naming who, which fields they changed and which the refused save changed, in the editor's admin
 * language — and the stored entry keeps the newer save; the refused editor's own changes can be applied on top when
 * the two saves changed different fields. Of two saves from one version sent at once, exactly one is stored. The
 * version history records every save with its author, shows what a version changed and restores it as a new save;
 * the edit view learns who else has the entry open.
 */
import { adminToken, formValues, request, userWithRole } from '../support/cms';

const POST = 'api::post.post';
const CM = `/content-manager/collection-types/${POST}`;
const RUN = Date.now().toString(36);

type Token = string;
let admin: Token;
let anna: Token;
let ben: Token;
let translator: Token;
let documentId: string;

const call = (token: Token, method: string, path: string, body?: unknown) => request(method, path, { token, body });

/** The draft as the edit form loads it: its form values and the version they are. */
async function load(token: Token, locale = 'en') {
  const { body } = await call(token, 'GET', `${CM}/${documentId}?locale=${locale}`);
  return { form: formValues(body.data), updatedAt: body.data.updatedAt as string };
}

const save = (
  token: Token,
  loaded: { form: Record<string, unknown>; updatedAt: string },
  change: object,
  locale = 'en',
) =>
  call(token, 'PUT', `${CM}/${documentId}?locale=${locale}`, {
    ...loaded.form,
    ...change,
    updatedAt: loaded.updatedAt,
  });

const stored = async (locale = 'en') => (await call(admin, 'GET', `${CM}/${documentId}?locale=${locale}`)).body.data;

beforeAll(async () => {
  admin = await adminToken();
  anna = (await userWithRole(admin, 'Content editor', { firstname: 'Anna', lastname: `Schmidt ${RUN}` })).token;
  ben = (await userWithRole(admin, 'Content editor', { firstname: 'Ben', lastname: `Weber ${RUN}` })).token;
  translator = (await userWithRole(admin, 'Translator (German)', { firstname: 'Tara', lastname: `Jung ${RUN}` })).token;
  const created = await call(anna, 'POST', `${CM}?locale=en`, {
    title: `Saving together ${RUN}`,
    slug: `saving-together-${RUN}`,
    date: '2026-11-20',
    content: 'The first paragraph.',
    pageTitle: `Saving together ${RUN}`,
    metaDescription: 'A description of the article for search results, long enough to be useful.',
  });
  expect(created.status).toBe(201);
  documentId = created.body.data.documentId;
  const german = await call(anna, 'PUT', `${CM}/${documentId}?locale=de`, {
    title: `Gemeinsam speichern ${RUN}`,
    slug: `gemeinsam-speichern-${RUN}`,
    content: 'Der erste Absatz.',
    pageTitle: `Gemeinsam speichern ${RUN}`,
    metaDescription: 'Eine Beschreibung des Beitrags für Suchergebnisse, lang genug, um nützlich zu sein.',
  });
  expect(german.status).toBe(200);
});

afterAll(async () => {
  for (const locale of ['de', 'en']) await call(admin, 'DELETE', `${CM}/${documentId}?locale=${locale}`);
});

test("Ben's save from the version Anna changed is refused with her name and both sides' fields; hers is kept", async () => {
  const annas = await load(anna);
  const bens = await load(ben);
  const first = await save(anna, annas, { content: 'The first paragraph.\n\nAnna adds a second paragraph.' });
  expect(first.status).toBe(200);

  const refused = await save(ben, bens, { title: `Saving together, retitled ${RUN}` });
  expect(refused.status).toBe(409);
  const conflict = refused.body.error.details.conflict;
  expect(conflict.savedBy).toBe(`Anna Schmidt ${RUN}`);
  expect(Math.abs(Date.parse(conflict.savedAt) - Date.now())).toBeLessThan(60_000);
  expect(conflict.theirFields.map((f: { label: string }) => f.label)).toEqual(['Article text']);
  expect(conflict.yourFields.map((f: { label: string }) => f.label)).toEqual(['Title']);
  expect(conflict.overlapping).toEqual([]);
  expect(refused.body.error.message).toContain(`Anna Schmidt ${RUN} saved a newer version of this entry just now`);
  expect(refused.body.error.message).toContain('(changed: Article text)');

  const kept = await stored();
  expect(kept.content).toBe('The first paragraph.\n\nAnna adds a second paragraph.');
  expect(kept.title).toBe(`Saving together ${RUN}`);

  // "Show their change": both sides, word by word.
  const compared = await call(ben, 'POST', `/admin/save-conflicts/${POST}/${documentId}/compare?locale=en`, {
    loadedVersion: bens.updatedAt,
    data: { ...bens.form, title: `Saving together, retitled ${RUN}` },
  });
  expect(compared.status).toBe(200);
  expect(compared.body.theirs[0].label).toBe('Article text');
  expect(compared.body.theirs[0].parts).toContainEqual({ kind: 'added', text: '\n\nAnna adds a second paragraph.' });
  expect(compared.body.yours.map((d: { label: string }) => d.label)).toEqual(['Title']);

  // "Apply my changes to their version": Ben's title on top of Anna's paragraph.
  const merged = await call(ben, 'POST', `/admin/save-conflicts/${POST}/${documentId}/merge?locale=en`, {
    loadedVersion: bens.updatedAt,
    data: { ...bens.form, title: `Saving together, retitled ${RUN}` },
  });
  expect(merged.status).toBe(200);
  const both = await stored();
  expect([both.title, both.content]).toEqual([
    `Saving together, retitled ${RUN}`,
    'The first paragraph.\n\nAnna adds a second paragraph.',
  ]);
});

test('when both changed the same field, the save and the merge are refused and nothing of either is lost', async () => {
  const annas = await load(anna);
  const bens = await load(ben);
  expect((await save(anna, annas, { content: 'Anna rewrites the text.' })).status).toBe(200);
  const refused = await save(ben, bens, { content: 'Ben rewrites the text too.' });
  expect(refused.status).toBe(409);
  expect(refused.body.error.details.conflict.overlapping.map((f: { label: string }) => f.label)).toEqual([
    'Article text',
  ]);
  const merge = await call(ben, 'POST', `/admin/save-conflicts/${POST}/${documentId}/merge?locale=en`, {
    loadedVersion: bens.updatedAt,
    data: { ...bens.form, content: 'Ben rewrites the text too.' },
  });
  expect(merge.status).toBe(409);
  expect((await stored()).content).toBe('Anna rewrites the text.');
});

test('a publish from an outdated form is refused and publishes nothing', async () => {
  const bens = await load(ben);
  expect((await save(anna, await load(anna), { content: 'Anna again.' })).status).toBe(200);
  const publish = await call(ben, 'POST', `${CM}/${documentId}/actions/publish?locale=en`, {
    ...bens.form,
    content: 'Ben publishes his old form.',
    updatedAt: bens.updatedAt,
  });
  expect(publish.status).toBe(409);
  const published = await call(admin, 'GET', `${CM}/${documentId}?locale=en&status=published`);
  expect(published.body.data?.content).not.toBe('Ben publishes his old form.');
  expect((await stored()).content).toBe('Anna again.');
});

test('of two saves from the same version sent at once, exactly one is stored', async () => {
  const loaded = await load(anna);
  const replies = await Promise.all([
    save(anna, loaded, { content: 'Written by the first request.' }),
    save(ben, loaded, { content: 'Written by the second request.' }),
  ]);
  expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  const winner = replies.findIndex((r) => r.status === 200);
  expect((await stored()).content).toBe(
    winner === 0 ? 'Written by the first request.' : 'Written by the second request.',
  );
});

test('the German admin gets the refusal in German, and a translator is refused like an editor', async () => {
  expect((await call(translator, 'PUT', '/admin/users/me', { preferedLanguage: 'de' })).status).toBe(200);
  const tara = await load(translator, 'de');
  expect((await save(anna, await load(anna, 'de'), { title: `Anna kürzt den Titel ${RUN}` }, 'de')).status).toBe(200);
  const refused = await save(translator, tara, { content: 'Taras Übersetzung.' }, 'de');
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toContain(`Anna Schmidt ${RUN} hat gerade eben eine neuere Fassung`);
  // Anna's new title also moved the slug on (it follows the title until the first publication).
  expect(refused.body.error.details.conflict.theirFields.map((f: { label: string }) => f.label)).toEqual([
    'Titel',
    'URL-Kürzel (Slug)',
  ]);
  expect((await stored('de')).content).toBe('Der erste Absatz.');
});

test('a save that names no version is stored (scripts, bulk actions); a malformed version is a 400', async () => {
  const loaded = await load(admin);
  expect(
    (await call(admin, 'PUT', `${CM}/${documentId}?locale=en`, { ...loaded.form, content: 'No version.' })).status,
  ).toBe(200);
  for (const updatedAt of [12, { $gt: 0 }, ['x'], 'yesterday']) {
    const reply = await call(admin, 'PUT', `${CM}/${documentId}?locale=en`, { ...loaded.form, updatedAt });
    expect([reply.status, updatedAt]).toEqual([400, updatedAt]);
  }
  expect((await stored()).content).toBe('No version.');
});

test('the version history lists each save with its author, shows the changed words and restores a version', async () => {
  const history = `/admin/entry-history/${POST}/${documentId}`;
  const list = await call(ben, 'GET', `${history}?locale=en`);
  expect(list.status).toBe(200);
  const versions: Array<{ id: number; action: string; savedBy: string }> = list.body.versions;
  expect(versions[0]!.savedBy).not.toBeNull();
  expect(versions.map((v) => v.savedBy)).toEqual(expect.arrayContaining([`Anna Schmidt ${RUN}`, `Ben Weber ${RUN}`]));
  const annasParagraph = versions.find((v) => v.savedBy === `Anna Schmidt ${RUN}` && v.action === 'save')!;

  const shown = await call(ben, 'GET', `${history}/${versions.at(-1)!.id}?locale=en`);
  expect(shown.status).toBe(200);
  expect(shown.body.changes.map((c: { label: string }) => c.label)).toContain('Title');

  const oldest = versions.at(-1)!;
  const restored = await call(ben, 'POST', `${history}/${oldest.id}/restore?locale=en`, {});
  expect(restored.status).toBe(200);
  expect(restored.body.version).toMatchObject({
    action: 'restore',
    savedBy: `Ben Weber ${RUN}`,
    restoredFrom: oldest.id,
  });
  expect((await stored()).content).toBe('The first paragraph.');
  expect(annasParagraph).toBeDefined();

  // The translator reads the English history but may not restore English.
  expect((await call(translator, 'GET', `${history}?locale=en`)).status).toBe(200);
  expect((await call(translator, 'POST', `${history}/${oldest.id}/restore?locale=en`, {})).status).toBe(403);
});

test('hostile requests to the history and merge routes get a fast 4xx', async () => {
  const bad: Array<[string, string, unknown]> = [
    ['GET', `/admin/entry-history/api::subscriber.subscriber/${documentId}?locale=en`, undefined],
    ['GET', `/admin/entry-history/${POST}/..%2F..?locale=en`, undefined],
    ['GET', `/admin/entry-history/${POST}/${documentId}/999999999?locale=en`, undefined],
    ['POST', `/admin/save-conflicts/${POST}/${documentId}/merge?locale=en`, { loadedVersion: 5, data: [] }],
    ['POST', `/admin/save-conflicts/${POST}/${documentId}/merge?locale=en`, { loadedVersion: 'x', data: {} }],
    ['POST', `/admin/save-conflicts/${POST}/${documentId}/compare?locale=en`, null],
  ];
  for (const [method, path, body] of bad) {
    const reply = await call(ben, method, path, body ?? undefined);
    expect([path, reply.status >= 400 && reply.status < 500]).toEqual([path, true]);
  }
  // Without an admin login: refused before any handler runs.
  expect([401, 403]).toContain((await request('GET', `/admin/entry-history/${POST}/${documentId}?locale=en`)).status);
});

test('the edit view learns who else has the entry open, and when they left', async () => {
  const presence = `/admin/presence/${POST}/${documentId}?locale=en`;
  expect((await call(anna, 'POST', presence, {})).body.others).toEqual([]);
  const seen = await call(ben, 'POST', presence, {});
  expect(seen.body.others.map((o: { name: string }) => o.name)).toEqual([`Anna Schmidt ${RUN}`]);
  expect((await call(anna, 'DELETE', presence)).status).toBe(204);
  expect((await call(ben, 'POST', presence, {})).body.others).toEqual([]);
  // Another language is another form.
  expect((await call(anna, 'POST', presence.replace('locale=en', 'locale=de'), {})).body.others).toEqual([]);
});
