/**
 * The write guard swept (docs/security.md, "One write guard for every document action"): every write route of the
 * Content Manager, read from the CMS's router, × every shape a language takes (each language's code, the code as a
 * list, the other languages with it, `*`, missing, a language the CMS does not have) × two bodies (one that changes
 * the version's own title only; one that also changes every field all languages share and names the entry's
 * documentId) × the roles Translator (one per language but the default), Content editor and Inbox. After each
 * request the database rows of the entry say what happened: a translator's request never changes another language,
 * a shared field or the set of entries; a refused request changes nothing at all; an editor's own writes still work.
 * Run by tests/cms (English, German) and tests/third-locale (with a third language).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES, languageName, type Locale } from '@app/routing';
import { adminToken, request, userWithRole, type RoleName } from './cms';
import { type CmsRoute, cmsRoutes, fillPath, routeKey } from './cms-routes';
import { openDb, type Row, type TestDb } from './db';

/** What a write route of the Content Manager does, as the product rules see it. */
export type WriteKind = 'settings' | 'read' | 'create' | 'save' | 'publish' | 'unpublish' | 'discard' | 'delete';

/**
 * Every write route (POST, PUT, DELETE) of the Content Manager, with what it does. A route the router serves and
 * this table lacks fails the sweep: someone has to say what it does before it is trusted.
 */
export const CONTENT_MANAGER_WRITES: Readonly<Record<string, WriteKind>> = {
  'PUT /content-manager/content-types/:uid/configuration': 'settings',
  'PUT /content-manager/components/:uid/configuration': 'settings',
  'POST /content-manager/uid/generate': 'read',
  'POST /content-manager/uid/check-availability': 'read',
  'PUT /content-manager/single-types/:model': 'save',
  'DELETE /content-manager/single-types/:model': 'delete',
  'POST /content-manager/single-types/:model/actions/publish': 'publish',
  'POST /content-manager/single-types/:model/actions/unpublish': 'unpublish',
  'POST /content-manager/single-types/:model/actions/discard': 'discard',
  'POST /content-manager/collection-types/:model': 'create',
  'POST /content-manager/collection-types/:model/clone/:sourceId': 'create',
  'POST /content-manager/collection-types/:model/auto-clone/:sourceId': 'create',
  'PUT /content-manager/collection-types/:model/:id': 'save',
  'DELETE /content-manager/collection-types/:model/:id': 'delete',
  // Without an id: create and publish in one request.
  'POST /content-manager/collection-types/:model/actions/publish': 'create',
  'POST /content-manager/collection-types/:model/:id/actions/publish': 'publish',
  'POST /content-manager/collection-types/:model/:id/actions/unpublish': 'unpublish',
  'POST /content-manager/collection-types/:model/:id/actions/discard': 'discard',
  'POST /content-manager/collection-types/:model/actions/bulkDelete': 'delete',
  'POST /content-manager/collection-types/:model/actions/bulkFindForValidation': 'read',
  'POST /content-manager/collection-types/:model/actions/bulkPublish': 'publish',
  'POST /content-manager/collection-types/:model/actions/bulkUnpublish': 'unpublish',
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const ROOT = path.resolve(__dirname, '..', '..');
const POST = 'api::post.post';
const GLOBAL = 'api::global.global';
const TOPIC = 'api::topic.topic';
const CM = '/content-manager/collection-types';
/** Languages the scripts may add (scripts/test.mjs); the first one LOCALES lacks is "a language the CMS has not". */
const SPARE = ['fr', 'it', 'es', 'nl', 'pt'].find((code) => !(LOCALE_CODES as readonly string[]).includes(code))!;
const TRANSLATED = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
const RUN = Date.now().toString(36);

/** The write routes of the Content Manager the CMS's router serves. */
export async function contentManagerWrites(): Promise<CmsRoute[]> {
  const routes = await cmsRoutes();
  return routes.filter((r) => r.owner === 'plugin::content-manager' && WRITE_METHODS.includes(r.method));
}

type Shape = { label: string; value: unknown; names: readonly string[] | 'every' | 'none' };

/** Every shape of `locale` a client can send (`undefined`: missing, i.e. the default language). */
export function localeShapes(): Shape[] {
  return [
    ...LOCALE_CODES.map((code): Shape => ({ label: `"${code}"`, value: code, names: [code] })),
    ...LOCALE_CODES.map((code): Shape => ({ label: `["${code}"]`, value: [code], names: [code] })),
    ...TRANSLATED.map(
      (code): Shape => ({
        label: `["${code}", "${DEFAULT_LOCALE}"]`,
        value: [code, DEFAULT_LOCALE],
        names: [code, DEFAULT_LOCALE],
      }),
    ),
    { label: '"*"', value: '*', names: 'every' },
    { label: 'missing', value: undefined, names: [DEFAULT_LOCALE] },
    { label: `"${SPARE}" (no such language)`, value: SPARE, names: [SPARE] },
  ];
}

/** The query string of a locale shape (`locale=de`, `locale[0]=de&locale[1]=en`, nothing when missing). */
function localeQuery(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `?${value.map((v, i) => `locale[${i}]=${encodeURIComponent(String(v))}`).join('&')}`;
  return `?locale=${encodeURIComponent(String(value))}`;
}

type Attribute = { type: string; pluginOptions?: { i18n?: { localized?: boolean } } };
type Schema = { collectionName: string; attributes: Record<string, Attribute> };

function schemaOf(uid: string): Schema {
  const name = uid.split('.').pop()!;
  const file = path.join(ROOT, 'cms', 'src', 'api', name, 'content-types', name, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;
}

/** A changed value for every shared scalar field of a type (what a hostile body sends), from its schema. */
function sharedChanges(uid: string): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schemaOf(uid).attributes)) {
    if (attribute.pluginOptions?.i18n?.localized !== false || name === 'languages' || name === 'views') continue;
    if (attribute.type === 'date') changed[name] = '2031-01-31';
    else if (attribute.type === 'email') changed[name] = `changed-${RUN}@example.com`;
    else if (attribute.type === 'string') changed[name] = `https://changed-${RUN}.example`;
  }
  return changed;
}

/** One row of an entry with its links (topics, media), as stored. */
type Version = { locale: string; published: boolean; row: Row; topics: number[]; files: number[] };

/** Every row of one entry (all languages, drafts and published), with its topic and media links. */
async function snapshot(db: TestDb, uid: string, documentId: string): Promise<Version[]> {
  const table = schemaOf(uid).collectionName;
  const rows = await db.all(
    `SELECT * FROM ${table} WHERE document_id = ? ORDER BY locale, published_at, id`,
    documentId,
  );
  const versions: Version[] = [];
  for (const row of rows) {
    const topics =
      uid === POST
        ? (
            await db.all<{ topic_id: number }>(
              'SELECT topic_id FROM posts_topics_lnk WHERE post_id = ? ORDER BY topic_id',
              row.id,
            )
          ).map((l) => Number(l.topic_id))
        : [];
    const files = (
      await db.all<{ file_id: number }>(
        'SELECT file_id FROM files_related_mph WHERE related_id = ? AND related_type = ? ORDER BY file_id',
        row.id,
        uid,
      )
    ).map((l) => Number(l.file_id));
    versions.push({ locale: String(row.locale), published: row.published_at !== null, row, topics, files });
  }
  return versions;
}

/** The topics (by documentId) among `topicRows` that have a version in `locale` with the given status. */
async function topicsLinkableIn(db: TestDb, topicRows: number[], locale: string, published: boolean) {
  if (topicRows.length === 0) return [];
  const { collectionName } = schemaOf(TOPIC);
  const rows = await db.all<{ document_id: string }>(
    `SELECT DISTINCT t.document_id FROM ${collectionName} t
       WHERE t.id IN (${topicRows.map(() => '?').join(', ')})
         AND EXISTS (SELECT 1 FROM ${collectionName} o WHERE o.document_id = t.document_id AND o.locale = ?
                       AND o.published_at IS ${published ? 'NOT NULL' : 'NULL'})
       ORDER BY t.document_id`,
    ...topicRows,
    locale,
  );
  return rows.map((r) => r.document_id);
}

/** What all languages share in one version: the shared columns (from the schema) and the topic and media links. */
function sharedPart(uid: string, version: Version) {
  const columns = Object.entries(schemaOf(uid).attributes)
    .filter(([name, a]) => a.pluginOptions?.i18n?.localized === false && name !== 'languages')
    .filter(([, a]) => a.type !== 'media' && a.type !== 'relation')
    .map(([name]) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
  return { columns: columns.map((c) => version.row[c] ?? null), topics: version.topics, files: version.files };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const otherLanguages = (versions: Version[], own: readonly string[]) =>
  json(versions.filter((v) => !own.includes(v.locale)));
const ownLanguage = (versions: Version[], own: readonly string[]) =>
  json(versions.filter((v) => own.includes(v.locale)));

type Role = { name: RoleName; token: string; kind: 'translator' | 'editor' | 'inbox'; locale?: string };

/**
 * What a request must do, from the product rules (docs/editors.md, "Roles"): `refused` (an error, nothing changed),
 * `nothing` (a route that writes nothing), `own` (a translator's own language version only), `free` (an editor: not
 * refused), `untouched` (an editor creating with another entry's documentId: that entry stays as it is).
 */
type Expected = 'refused' | 'nothing' | 'own' | 'free' | 'untouched';

function expectation(role: Role, kind: WriteKind, shape: Shape, hostile: boolean): Expected {
  if (kind === 'read') return 'nothing';
  if (role.kind === 'inbox' || kind === 'settings') return 'refused';
  if (role.kind === 'editor') return hostile && kind === 'create' ? 'untouched' : 'free';
  const onlyOwn = Array.isArray(shape.names) && shape.names.every((code) => code === role.locale);
  if (!onlyOwn || kind === 'create' || kind === 'delete') return 'refused';
  return 'own';
}

type Entry = { uid: string; documentId: string };

export type SweepContext = {
  admin: string;
  db: TestDb;
  roles: Role[];
  topics: string[];
  files: number[];
  created: Entry[];
};

/** An English article with a German (and every other language's) version, all published, with date, image, topic. */
async function newArticle(ctx: SweepContext): Promise<Entry> {
  const n = ctx.created.length;
  const data = (locale: string) => ({
    title: `Guard sweep ${RUN} ${n} ${locale}`,
    slug: `guard-sweep-${RUN}-${n}-${locale}`,
    date: '2026-11-20',
    image: ctx.files[0],
    imageAlt: 'Container cranes at dusk',
    topics: [ctx.topics[0]],
    content: 'Body of the article.',
    pageTitle: `Guard sweep ${n}`,
    metaDescription: 'A description of the article for search results, long enough to be useful.',
  });
  const created = await request('POST', `${CM}/${POST}?locale=${DEFAULT_LOCALE}`, {
    token: ctx.admin,
    body: data(DEFAULT_LOCALE),
  });
  if (created.status !== 201) throw new Error(`fixture: ${created.status} ${JSON.stringify(created.body)}`);
  const entry = { uid: POST, documentId: created.body.data.documentId as string };
  ctx.created.push(entry);
  for (const locale of TRANSLATED) {
    const version = await request('PUT', `${CM}/${POST}/${entry.documentId}?locale=${locale}`, {
      token: ctx.admin,
      body: data(locale),
    });
    if (version.status !== 200) throw new Error(`fixture ${locale}: ${version.status}`);
  }
  for (const locale of LOCALE_CODES) {
    const published = await request('POST', `${CM}/${POST}/${entry.documentId}/actions/publish?locale=${locale}`, {
      token: ctx.admin,
      body: {},
    });
    if (published.status !== 200) throw new Error(`fixture publish ${locale}: ${published.status}`);
  }
  return entry;
}

/** The entry a route acts on: the article (collection types), the global settings (single types). */
const isSingleType = (route: CmsRoute) => route.path.startsWith('/content-manager/single-types/');

async function globalEntry(ctx: SweepContext): Promise<Entry> {
  const row = await ctx.db.get<{ document_id: string }>('SELECT document_id FROM globals LIMIT 1');
  if (!row) throw new Error('no global settings');
  return { uid: GLOBAL, documentId: row.document_id };
}

/** The request a route gets: its parameters point at `entry`, the locale shape in the query and the body. */
function requestFor(route: CmsRoute, entry: Entry, shape: Shape, hostile: boolean, marker: string) {
  const url =
    fillPath(route.path, {
      model: entry.uid,
      contentType: entry.uid,
      uid: entry.uid,
      id: entry.documentId,
      sourceId: entry.documentId,
    }) + localeQuery(shape.value);
  const title = entry.uid === GLOBAL ? 'companyName' : 'title';
  const body: Record<string, unknown> = { [title]: marker, documentIds: [entry.documentId] };
  if (shape.value !== undefined) body.locale = shape.value;
  if (hostile) Object.assign(body, sharedChanges(entry.uid), { documentId: entry.documentId });
  return { url, body };
}

/** Entries whose rows carry `marker` other than `entry` itself: what a create or clone made. */
async function madeWith(ctx: SweepContext, entry: Entry, marker: string): Promise<string[]> {
  const { collectionName } = schemaOf(entry.uid);
  const column = entry.uid === GLOBAL ? 'company_name' : 'title';
  const rows = await ctx.db.all<{ document_id: string }>(
    `SELECT DISTINCT document_id FROM ${collectionName} WHERE ${column} = ? AND document_id <> ?`,
    marker,
    entry.documentId,
  );
  return rows.map((r) => r.document_id);
}

let requests = 0;

/** One request of the sweep and what it must (not) have changed; returns whether the entry changed. */
async function sweepOne(ctx: SweepContext, role: Role, route: CmsRoute, entry: Entry, shape: Shape, hostile: boolean) {
  const kind = CONTENT_MANAGER_WRITES[routeKey(route)]!;
  const expected = expectation(role, kind, shape, hostile);
  const marker = `Guard ${RUN} ${(requests += 1)}`;
  const before = await snapshot(ctx.db, entry.uid, entry.documentId);
  const { url, body } = requestFor(route, entry, shape, hostile, marker);
  const answer = await request(route.method, url, { token: role.token, body });
  const after = await snapshot(ctx.db, entry.uid, entry.documentId);
  const made = await madeWith(ctx, entry, marker);
  ctx.created.push(...made.map((documentId) => ({ uid: entry.uid, documentId })));
  const what = `${role.name} ${routeKey(route)} locale ${shape.label}${hostile ? ' (hostile body)' : ''} → ${answer.status}`;
  expect([what, answer.status < 500]).toEqual([what, true]);
  if (expected === 'refused' || expected === 'nothing') {
    expect([what, json(after), made]).toEqual([what, json(before), []]);
    if (expected === 'refused') expect([what, answer.status >= 400]).toEqual([what, true]);
  }
  if (expected === 'own') {
    const own = [role.locale!];
    // Another language and the set of entries stay as they were, whatever the answer.
    expect([what, otherLanguages(after, own), made]).toEqual([what, otherLanguages(before, own), []]);
    // So do the shared fields in the translator's own language, topic links by what each version can link: a draft
    // links the topics' drafts, a published version their published versions; a discard makes the draft what is
    // published, so it keeps the topics published in its language (a language still being translated keeps its
    // topics as drafts: its published versions link none yet).
    for (const version of after.filter((v) => own.includes(v.locale))) {
      const same = (v: Version) => v.published === version.published;
      // A version is compared with itself before the request; a new one with another language's of its status.
      const reference = before.find((v) => same(v) && v.locale === version.locale) ?? before.find(same) ?? before[0]!;
      const published = version.published || kind === 'discard';
      const linked = async (v: Version) => ({
        ...sharedPart(entry.uid, v),
        topics: await topicsLinkableIn(ctx.db, v.topics, version.locale, published),
      });
      const which = `${what}: the ${version.published ? 'published' : 'draft'} ${version.locale} version`;
      expect([which, json(await linked(version))]).toEqual([which, json(await linked(reference))]);
    }
    // The translator's own work goes through: the form's shape (one code), and a list in the bulk actions.
    const bulk = route.path.includes('/actions/bulk');
    const works = !hostile && (shape.value === role.locale || (bulk && Array.isArray(shape.value)));
    if (works) {
      // A refusal names its reason: the answer's error message goes with the request into the failure.
      const refusal = (answer.body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
      expect([what, refusal, answer.status < 300]).toEqual([what, refusal, true]);
      expect([what, JSON.stringify(ownLanguage(after, own)) !== JSON.stringify(ownLanguage(before, own))]).toEqual([
        what,
        true,
      ]);
    } else if (answer.status >= 400) {
      expect([what, json(after)]).toEqual([what, json(before)]);
    }
  }
  if (expected === 'free') {
    // An editor is not refused (a shape Strapi does not take for the route is its 400, not a refusal).
    expect([what, [401, 403].includes(answer.status)]).toEqual([what, false]);
  }
  if (expected === 'untouched') expect([what, json(after)]).toEqual([what, json(before)]);
  return JSON.stringify(json(after)) !== JSON.stringify(json(before)) || made.length > 0;
}

/** The roles swept: a translator for each language but the default, the content editor, the inbox. */
async function sweepRoles(admin: string): Promise<Role[]> {
  const roles: Role[] = [];
  for (const locale of TRANSLATED) {
    const name: RoleName = `Translator (${languageName(locale as Locale, 'en')})`;
    roles.push({ name, token: (await userWithRole(admin, name)).token, kind: 'translator', locale });
  }
  roles.push({ name: 'Content editor', token: (await userWithRole(admin, 'Content editor')).token, kind: 'editor' });
  roles.push({ name: 'Inbox', token: (await userWithRole(admin, 'Inbox')).token, kind: 'inbox' });
  return roles;
}

export async function sweepContext(): Promise<SweepContext> {
  const admin = await adminToken();
  const topics = await request('GET', `${CM}/${TOPIC}?locale=${DEFAULT_LOCALE}&pageSize=2`, { token: admin });
  const uploads = await request('GET', '/upload/files?pageSize=2', { token: admin });
  return {
    admin,
    db: openDb(),
    roles: await sweepRoles(admin),
    topics: (topics.body.results as Array<{ documentId: string }>).map((t) => t.documentId),
    files: ((uploads.body.results ?? uploads.body) as Array<{ id: number }>).map((f) => f.id),
    created: [],
  };
}

/** Deletes what the sweep created (every language) and closes the database. */
export async function endSweep(ctx: SweepContext | undefined): Promise<void> {
  if (!ctx) return;
  for (const { uid, documentId } of ctx.created) {
    await request('DELETE', `${CM}/${uid}/${documentId}?locale=*`, { token: ctx.admin });
  }
  await ctx.db.close();
}

/**
 * Sends every write route × shape × body as `role`. Single-type writes the role may make are not sent: they would
 * change the site's live settings (the rule is the same as for collection types, by content type).
 */
export async function sweepRole(ctx: SweepContext, role: Role, routes: CmsRoute[]): Promise<number> {
  let sent = 0;
  let article = await newArticle(ctx);
  const global = await globalEntry(ctx);
  for (const route of routes) {
    for (const shape of localeShapes()) {
      for (const hostile of [false, true]) {
        const kind = CONTENT_MANAGER_WRITES[routeKey(route)]!;
        const expected = expectation(role, kind, shape, hostile);
        if (isSingleType(route) && expected !== 'refused' && expected !== 'nothing') continue;
        if (role.kind === 'editor' && hostile && expected !== 'untouched') continue;
        const entry = isSingleType(route) ? global : article;
        const changed = await sweepOne(ctx, role, route, entry, shape, hostile);
        sent += 1;
        if (changed && entry === article) article = await newArticle(ctx);
      }
    }
  }
  return sent;
}

export type { Role };

/** The roles swept, by name: each translated language's translator, the content editor, the inbox. */
export const sweptRoleNames = (): string[] => [
  ...LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map((code) => `Translator (${languageName(code, 'en')})`),
  'Content editor',
  'Inbox',
];

/**
 * The sweep in a test file: its context before the file's tests and its clean-up after them, a test that every write
 * route the router serves is described, and one test per role sending every write route × language shape × body.
 * Returns what the file's other tests may read (the roles, the routes) once the setup has run.
 */
export function describeSweep(title: string): () => { sweep: SweepContext; routes: CmsRoute[] } {
  let sweep: SweepContext | undefined;
  let routes: CmsRoute[] = [];
  beforeAll(async () => {
    sweep = await sweepContext();
    routes = await contentManagerWrites();
  }, 180_000);
  afterAll(() => endSweep(sweep), 180_000);

  describe(title, () => {
    it('knows what every write route the router serves does (a new route fails here until it is described)', () => {
      expect(routes.map(routeKey).filter((key) => !(key in CONTENT_MANAGER_WRITES))).toEqual([]);
      expect(routes.length).toBeGreaterThanOrEqual(Object.keys(CONTENT_MANAGER_WRITES).length);
    });

    it.each(sweptRoleNames())(
      '%s: every write route × language shape × body',
      async (name) => {
        const role = sweep!.roles.find((r) => r.name === name)!;
        const sent = await sweepRole(sweep!, role, routes);
        // Every route with every shape at least once (single-type writes a role may make are left out).
        expect(sent).toBeGreaterThan(routes.length * 5);
      },
      900_000,
    );
  });
  return () => ({ sweep: sweep!, routes });
}
