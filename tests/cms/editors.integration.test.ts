/**
 * The CMS as set up for editors, through the admin and Content Manager API of the running CMS: labels and layouts
 * configured from code, system fields, the title suffix, slugs that follow the title, shared topics, the dashboard,
 * the roles, the favicon.
 */
import { LOCALE_CODES } from '@app/routing';
import { cmsTranslationProblems } from '../../scripts/lib/i18n-cms.mjs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CMS_URL, adminToken, request, userWithRole, type RoleName } from '../support/cms';
import { dbTargetFromEnv } from '../support/db';
import { RENAMED_CASE_STUDY, RENAMED_POST } from '../support/edits';

const CM = '/content-manager/collection-types';
const POST = 'api::post.post';
const PAGE = 'api::page.page';

let admin: string;

/** What the tests created, deleted afterwards: other test files check that published content is complete. */
const created: Array<{ uid: string; documentId: string }> = [];

beforeAll(async () => {
  admin = await adminToken();
});

afterAll(async () => {
  for (const { uid, documentId } of created) {
    for (const locale of ['de', 'en']) {
      await request('DELETE', `${CM}/${uid}/${documentId}?locale=${locale}`, { token: admin });
    }
  }
});

const as = (token: string) => ({
  get: (path: string) => request('GET', path, { token }),
  post: (path: string, body: unknown) => request('POST', path, { token, body }),
  put: (path: string, body: unknown) => request('PUT', path, { token, body }),
});

let counter = 0;
/** A unique marker per test run, so reruns against the same database do not collide. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(counter += 1)}`;

const postData = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  date: '2026-11-20',
  content: 'Body of the article.',
  pageTitle: title,
  metaDescription: 'A description of the article for search results, long enough to be useful.',
  ...extra,
});

async function createPost(token: string, title: string, extra: Record<string, unknown> = {}, locale = 'en') {
  const response = await as(token).post(`${CM}/${POST}?locale=${locale}`, postData(title, extra));
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`create post: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const data = response.body.data as { documentId: string; slug: string; pageTitle: string; title: string };
  created.push({ uid: POST, documentId: data.documentId });
  return data;
}

describe('Content Manager layouts configured from code', () => {
  it('pages: plain labels, help for the title suffix and meta description, system fields read-only, list by title', async () => {
    const { status, body } = await as(admin).get(`/content-manager/content-types/${PAGE}/configuration`);
    expect(status).toBe(200);
    const { metadatas, layouts, settings } = body.data.contentType;
    expect(settings.mainField).toBe('title');
    expect(layouts.list).toEqual(['title', 'path', 'updatedAt']);
    expect(metadatas.pageTitle.edit.label).toBe('Browser tab title');
    expect(metadatas.pageTitle.edit.description).toContain('" - Kastell Labs" is added automatically');
    expect(metadatas.metaDescription.edit.description).toMatch(/70–160 characters/);
    for (const field of ['key', 'path', 'template']) expect(metadatas[field].edit.editable).toBe(false);
    expect(metadatas.title.edit.editable).toBe(true);
    // The edit form starts with what editors change most.
    expect(layouts.edit[0].map((f: { name: string }) => f.name)).toEqual(['title', 'pageTitle']);
  });

  it('articles: the view counter is read-only, topics say they are shared, the list shows date and update', async () => {
    const { body } = await as(admin).get(`/content-manager/content-types/${POST}/configuration`);
    const { metadatas, layouts } = body.data.contentType;
    expect(metadatas.views.edit.editable).toBe(false);
    expect(metadatas.topics.edit.description).toMatch(/Shared by all languages/);
    expect(metadatas.slug.edit.description).toMatch(/ä → ae/);
    expect(layouts.list).toEqual(['title', 'date', 'slug', 'updatedAt']);
  });

  it('section fields: the eyebrow and alt text are explained', async () => {
    const { status, body } = await as(admin).get('/content-manager/components/sections.intro/configuration');
    expect(status).toBe(200);
    const { metadatas } = body.data.component;
    expect(metadatas.eyebrow.edit.description).toMatch(/above the heading/);
    expect(metadatas.imageAlt.edit.label).toBe('Image description (alt text)');
    expect(metadatas.primaryAction.edit.label).toBe('Main button');
  });

  it('every section type has a description, an icon and a distinct, specific name', async () => {
    const { body } = await as(admin).get('/content-manager/components');
    const sections = (
      body.data as Array<{ uid: string; info: { displayName: string; description?: string; icon?: string } }>
    ).filter((c) => c.uid.startsWith('sections.'));
    expect(sections).toHaveLength(29);
    for (const { uid, info } of sections) {
      expect([uid, (info.description ?? '').length > 20]).toEqual([uid, true]);
      expect([uid, info.icon]).toEqual([uid, expect.stringMatching(/^[a-zA-Z]+$/)]);
    }
    const names = sections.map((s) => s.info.displayName);
    expect(new Set(names).size).toBe(names.length);
    for (const vague of ['Components', 'Platform', 'Assets', 'Lifecycle']) expect(names).not.toContain(vague);
  });
});

describe('editorial rules on every write', () => {
  it('strips a typed " | Kastell Labs" from the browser tab title', async () => {
    const post = await createPost(admin, unique('Suffix test'), { pageTitle: 'Audits explained | Kastell Labs' });
    expect(post.pageTitle).toBe('Audits explained');
    const updated = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, {
      pageTitle: 'Audits explained – kastell labs - Kastell Labs',
    });
    expect(updated.body.data.pageTitle).toBe('Audits explained');
  });

  it('the slug follows the title while the entry is new, then stays', async () => {
    const title = unique('Research & Development');
    const post = await createPost(admin, title, { slug: 'post' });
    expect(post.slug).toBe(`research-and-development-${title.split(' ').pop()}`);

    const retitled = unique('Audit checklist');
    const updated = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { title: retitled });
    expect(updated.body.data.slug).toMatch(/^audit-checklist-/);

    const own = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, {
      title: unique('Other'),
      slug: 'my-own-slug',
    });
    expect(own.body.data.slug).toBe('my-own-slug');
    const kept = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { title: unique('Again') });
    expect(kept.body.data.slug).toBe('my-own-slug');
  });

  it('never changes the slug of a published entry', async () => {
    const post = await createPost(admin, unique('Published once'));
    const publish = await as(admin).post(`${CM}/${POST}/${post.documentId}/actions/publish?locale=en`, {});
    expect(publish.status).toBe(200);
    const updated = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { title: unique('Renamed') });
    expect(updated.body.data.slug).toBe(post.slug);
  });

  it('German versions get German slugs (ä → ae, & → und), also from the "Regenerate" button', async () => {
    const post = await createPost(admin, unique('Middle market'));
    const german = await as(admin).put(
      `${CM}/${POST}/${post.documentId}?locale=de`,
      postData(unique('Größe & Märkte für Mittelständler'), { slug: 'post' }),
    );
    expect(german.status).toBe(200);
    expect(german.body.data.slug).toMatch(/^groesse-und-maerkte-fuer-mittelstaendler-/);

    const generated = await as(admin).post('/content-manager/uid/generate?locale=de', {
      contentTypeUID: POST,
      field: 'slug',
      data: { title: 'Übersicht: Straße <script>' },
    });
    expect(generated.status).toBe(200);
    expect(generated.body.data).toBe('uebersicht-strasse-script');
  });

  it('topics are shared: the German version gets them, and a change in German changes English', async () => {
    const topics = await as(admin).get(`${CM}/api::topic.topic?locale=en&pageSize=2`);
    const [first, second] = topics.body.results as Array<{ documentId: string }>;
    expect(second).toBeDefined();
    const post = await createPost(admin, unique('Shared topics'), {
      topics: { connect: [{ documentId: first!.documentId }] },
    });
    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=de`, postData(unique('Gemeinsame Themen')));
    const topicsOf = async (locale: string) => {
      const relation = await as(admin).get(
        `/content-manager/relations/${POST}/${post.documentId}/topics?locale=${locale}&status=draft`,
      );
      return (relation.body.results as Array<{ documentId: string }>).map((t) => t.documentId).sort();
    };
    expect(await topicsOf('de')).toEqual([first!.documentId]);

    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=de`, {
      topics: { connect: [{ documentId: second!.documentId }], disconnect: [] },
    });
    expect(await topicsOf('en')).toEqual([first!.documentId, second!.documentId].sort());
  });
});

describe('language availability in the list views', () => {
  /** The admin list of English articles that have no German version (the "Missing in German" button's query). */
  const missingInGerman = async (token: string) => {
    const list = await as(token).get(
      `${CM}/${POST}?locale=en&pageSize=100&sort=updatedAt:DESC&filters[$and][0][languages][$notContains]=de`,
    );
    expect(list.status).toBe(200);
    return (list.body.results as Array<{ documentId: string }>).map((entry) => entry.documentId);
  };
  const languagesOf = async (documentId: string, locale = 'en') =>
    (await as(admin).get(`${CM}/${POST}/${documentId}?locale=${locale}`)).body.data.languages;

  it('each entry knows its languages; the filter lists an article until its German version exists', async () => {
    const post = await createPost(admin, unique('Only in English'));
    expect(await languagesOf(post.documentId)).toBe('en');
    expect(await missingInGerman(admin)).toContain(post.documentId);
    // The people who use the button: their read permission covers the field, so the filter is applied for them.
    expect(await missingInGerman(await tokenOf('Translator (German)'))).toContain(post.documentId);

    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=de`, postData(unique('Nur auf Deutsch nicht')));
    expect(await languagesOf(post.documentId)).toBe('en, de');
    expect(await languagesOf(post.documentId, 'de')).toBe('en, de');
    expect(await missingInGerman(admin)).not.toContain(post.documentId);
    expect(await missingInGerman(await tokenOf('Content editor'))).not.toContain(post.documentId);

    expect((await request('DELETE', `${CM}/${POST}/${post.documentId}?locale=de`, { token: admin })).status).toBe(200);
    expect(await languagesOf(post.documentId)).toBe('en');
    expect(await missingInGerman(admin)).toContain(post.documentId);
  });

  it('every entry has its languages, and the field never reaches the public API', async () => {
    const posts = await as(admin).get(`${CM}/${POST}?locale=en&pageSize=100`);
    const unmarked = (posts.body.results as Array<{ languages: string | null; title: string }>).filter(
      (entry) => !/^en(, de)?$/.test(entry.languages ?? ''),
    );
    expect(unmarked.map((entry) => entry.title)).toEqual([]);
    const pages = await as(admin).get(`${CM}/${PAGE}?locale=de&pageSize=100`);
    const home = (pages.body.results as Array<{ key: string; languages: string }>).find((p) => p.key === 'home');
    expect(home?.languages).toBe('en, de');
    const published = await request('GET', '/api/posts?locale=en&pagination[pageSize]=1', {
      token: process.env.SITE_BUILD_TOKEN,
    });
    expect(published.status).toBe(200);
    expect(published.body.data[0]).not.toHaveProperty('languages');
  });

  it('nobody can write it: what a client sends is ignored, the editor has no permission for it', async () => {
    const post = await createPost(admin, unique('Claims'), { languages: 'en, de' });
    expect(await languagesOf(post.documentId)).toBe('en');
    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { languages: 'en, de' });
    expect(await languagesOf(post.documentId)).toBe('en');

    const { body } = await as(admin).get(`/content-manager/content-types/${POST}/configuration`);
    const { metadatas, layouts } = body.data.contentType;
    expect(metadatas.languages.edit.editable).toBe(false);
    expect(metadatas.languages.list.label).toBe('Languages (system)');
    expect(metadatas.formerSlugs.edit.editable).toBe(false);
    const formFields = (layouts.edit as Array<Array<{ name: string }>>).flat().map((f) => f.name);
    expect(formFields).not.toContain('languages');
    expect(formFields).toContain('formerSlugs');
  });
});

describe('a slug change on a published entry keeps the old address', () => {
  type Renamed = typeof RENAMED_POST;
  const LOCALES = ['en', 'de'] as const;
  const publish = async (uid: string, documentId: string, locale: string) =>
    expect((await as(admin).post(`${CM}/${uid}/${documentId}/actions/publish?locale=${locale}`, {})).status).toBe(200);
  const published = async (uid: string, documentId: string, locale: string) =>
    (await as(admin).get(`${CM}/${uid}/${documentId}?locale=${locale}&status=published`)).body.data as {
      slug: string;
      formerSlugs: string[] | null;
    };

  /** Publishes `fields` in both languages under the first slugs, then renames and publishes again. */
  async function publishAndRename(uid: string, renamed: Renamed, fields: (locale: 'en' | 'de') => object) {
    const created = await as(admin).post(`${CM}/${uid}?locale=en`, { ...fields('en'), slug: renamed.slug.en });
    expect(created.status).toBe(201);
    const documentId: string = created.body.data.documentId;
    const german = await as(admin).put(`${CM}/${uid}/${documentId}?locale=de`, {
      ...fields('de'),
      slug: renamed.slug.de,
    });
    expect(german.status).toBe(200);
    for (const locale of LOCALES) await publish(uid, documentId, locale);
    for (const locale of LOCALES) {
      expect((await published(uid, documentId, locale)).formerSlugs ?? []).toEqual([]);
      // The editor types the new slug and saves; the form sends the other fields as they are, the former slugs too.
      const draft = (await as(admin).get(`${CM}/${uid}/${documentId}?locale=${locale}`)).body.data;
      const saved = await as(admin).put(`${CM}/${uid}/${documentId}?locale=${locale}`, {
        title: draft.title,
        slug: renamed.renamed[locale],
        formerSlugs: draft.formerSlugs,
      });
      expect(saved.status).toBe(200);
      await publish(uid, documentId, locale);
    }
    return documentId;
  }

  it('an article: the former slug is kept per language, the current one never', async () => {
    const documentId = await publishAndRename(POST, RENAMED_POST, (locale) =>
      postData(RENAMED_POST.title[locale], { content: locale === 'en' ? 'What we check.' : 'Was wir prüfen.' }),
    );
    for (const locale of LOCALES) {
      const entry = await published(POST, documentId, locale);
      expect([locale, entry.slug, entry.formerSlugs]).toEqual([
        locale,
        RENAMED_POST.renamed[locale],
        [RENAMED_POST.slug[locale]],
      ]);
    }
    // The site reads it with its build token.
    const api = await request('GET', `/api/posts/${documentId}?locale=de`, { token: process.env.SITE_BUILD_TOKEN });
    expect(api.body.data.formerSlugs).toEqual([RENAMED_POST.slug.de]);
  });

  it('a case study too', async () => {
    const documentId = await publishAndRename('api::case-study.case-study', RENAMED_CASE_STUDY, (locale) => ({
      title: RENAMED_CASE_STUDY.title[locale],
      project: RENAMED_CASE_STUDY.title[locale],
      summary: locale === 'en' ? 'A shared ledger for a port.' : 'Ein gemeinsames Hauptbuch für einen Hafen.',
      pageTitle: RENAMED_CASE_STUDY.title[locale],
      metaDescription: 'A description of the case study for search results, long enough to be useful.',
    }));
    for (const locale of LOCALES) {
      expect((await published('api::case-study.case-study', documentId, locale)).formerSlugs).toEqual([
        RENAMED_CASE_STUDY.slug[locale],
      ]);
    }
  });

  it('renaming before publishing or back to the old slug leaves no stale redirect', async () => {
    const run = Date.now().toString(36);
    const [first, second, third] = ['first', 'second', 'third'].map((n) => `my-${n}-slug-${run}`);
    const post = await createPost(admin, unique('Unpublished rename'), { slug: first });
    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { slug: second });
    await publish(POST, post.documentId, 'en');
    expect((await published(POST, post.documentId, 'en')).formerSlugs ?? []).toEqual([]);

    await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, { slug: third });
    await publish(POST, post.documentId, 'en');
    expect((await published(POST, post.documentId, 'en')).formerSlugs).toEqual([second]);
    const back = await as(admin).put(`${CM}/${POST}/${post.documentId}?locale=en`, {
      slug: second,
      formerSlugs: ['forged'],
    });
    expect(back.body.data.formerSlugs).toEqual([third]);
  });
});

describe('dashboard', () => {
  it('"last edited" lists content, not the outbox', async () => {
    const mail = await as(admin).post(`${CM}/api::outgoing-email.outgoing-email`, {
      kind: 'contact-notification',
      recipient: 'someone@example.com',
      subject: 'System row',
      body: 'x',
    });
    expect(mail.status).toBe(201);
    created.push({ uid: 'api::outgoing-email.outgoing-email', documentId: mail.body.data.documentId });
    await createPost(admin, unique('Dashboard article'));
    const { status, body } = await as(admin).get('/content-manager/homepage/recent-documents?action=update');
    expect(status).toBe(200);
    const uids = (body.data as Array<{ contentTypeUid: string }>).map((d) => d.contentTypeUid);
    expect(uids).toContain(POST);
    expect(uids).not.toContain('api::outgoing-email.outgoing-email');
  });
});

describe('missing translations', () => {
  it('`npm run i18n:check -- --cms` names a published English-only article as missing in every other language', async () => {
    const post = await createPost(admin, unique('English only'));
    expect((await as(admin).post(`${CM}/${POST}/${post.documentId}/actions/publish?locale=en`, {})).status).toBe(200);
    const problems = await cmsTranslationProblems(CMS_URL, process.env.SITE_BUILD_TOKEN);
    const missing = problems.filter(
      (p) => p.where === `posts "${post.slug}"` && p.problem === 'missing in this language',
    );
    expect(missing.map((p) => p.locale)).toEqual(LOCALE_CODES.filter((locale) => locale !== 'en'));
  });
});

/** A token of a new admin user with the role. */
const tokenOf = async (roleName: RoleName) => (await userWithRole(admin, roleName)).token;

const VISITOR_DATA = [
  'api::subscriber.subscriber',
  'api::contact-message.contact-message',
  'api::outgoing-email.outgoing-email',
];

describe('roles created at boot', () => {
  it('an editor writes and publishes content but sees no visitor data, settings or system fields', async () => {
    const editor = await tokenOf('Content editor');
    for (const uid of VISITOR_DATA) expect([uid, (await as(editor).get(`${CM}/${uid}`)).status]).toEqual([uid, 403]);
    expect((await as(editor).get('/admin/users')).status).toBe(403);

    const post = await createPost(editor, unique('Editor article'));
    const publish = await as(editor).post(`${CM}/${POST}/${post.documentId}/actions/publish?locale=en`, {});
    expect(publish.status).toBe(200);

    const pages = await as(editor).get(`${CM}/${PAGE}?locale=en`);
    expect(pages.status).toBe(200);
    const page = (pages.body.results as Array<{ documentId: string; key: string; path: string; title: string }>)[0]!;
    const changed = await as(editor).put(`${CM}/${PAGE}/${page.documentId}?locale=en`, {
      title: page.title,
      key: 'hacked',
      path: '/en/hacked/',
    });
    expect(changed.status).toBe(200);
    const stored = await as(admin).get(`${CM}/${PAGE}/${page.documentId}?locale=en`);
    expect([stored.body.data.key, stored.body.data.path]).toEqual([page.key, page.path]);
  });

  it('a translator edits and publishes German only', async () => {
    const translator = await tokenOf('Translator (German)');
    for (const uid of VISITOR_DATA) expect((await as(translator).get(`${CM}/${uid}`)).status).toBe(403);
    const post = await createPost(admin, unique('To translate'));
    const english = await as(translator).put(`${CM}/${POST}/${post.documentId}?locale=en`, { title: 'Changed' });
    expect(english.status).toBe(403);
    const german = await as(translator).put(
      `${CM}/${POST}/${post.documentId}?locale=de`,
      postData(unique('Übersetzt')),
    );
    expect(german.status).toBe(200);
    const publish = await as(translator).post(`${CM}/${POST}/${post.documentId}/actions/publish?locale=de`, {});
    expect(publish.status).toBe(200);
    expect((await as(translator).post(`${CM}/${POST}/${post.documentId}/actions/publish?locale=en`, {})).status).toBe(
      403,
    );
  });

  it('the inbox role reads contact messages and nothing else', async () => {
    const inbox = await tokenOf('Inbox');
    expect((await as(inbox).get(`${CM}/api::contact-message.contact-message`)).status).toBe(200);
    expect((await as(inbox).get(`${CM}/api::subscriber.subscriber`)).status).toBe(403);
    expect((await as(inbox).get(`${CM}/${POST}`)).status).toBe(403);
  });
});

test('`npm run cms:admin -- --role "Translator (German)"` creates a user who logs in with that role', async () => {
  const target = dbTargetFromEnv();
  const database =
    target.client === 'postgres'
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: target.url }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: target.file };
  const email = `cli-translator-${Date.now()}@example.com`;
  const root = path.join(__dirname, '..', '..');
  // Asynchronously: a blocked event loop would leave the HTTP client with connections the CMS has closed.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'scripts', 'lib', 'admin-user-with-role.cjs'),
      email,
      'Cli-Passw0rd!',
      'Cli',
      'User',
      'translator (german)',
    ],
    {
      cwd: path.join(root, 'cms'),
      env: { ...process.env, ...database, SEED_FIXTURES: 'false', OUTBOX_DELIVERY: 'false' },
      encoding: 'utf8',
    },
  );
  expect(stdout).toContain(`✔ ${email} (Translator (German))`);
  const login = await request('POST', '/admin/login', { body: { email, password: 'Cli-Passw0rd!' } });
  expect(login.status).toBe(200);
  const me = await as(login.body.data.token).get('/admin/users/me');
  expect(me.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Translator (German)']);
}, 120_000);

test('the CMS answers /favicon.ico with an icon', async () => {
  const response = await fetch(`${CMS_URL}/favicon.ico`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // PNG signature: the icon is the site's logo as PNG (browsers accept it under /favicon.ico).
  expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});
