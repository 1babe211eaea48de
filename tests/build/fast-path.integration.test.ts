/**
 * The fast path of a publish against the test CMS, with the real pipeline of `npm start`: the CMS's webhook (it is
 * sent to REBUILD_WEBHOOK_URL, where this test's rebuild service listens), the publish worker, the release, the
 * whole build that checks it. In a workspace of its own (`.state/fast-path`): the site the other tests read stays as
 * built. An article of this test's own is created, renamed and deleted; each step must go live through the fast
 * path with everything a full build derives for it, and the full build after it must find no file that differs.
 * Once, the live release is compared with a build from a cleaned cache as well: byte for byte, apart from Gatsby's
 * build id (its webpack compilation hash, which every whole build renews).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RebuildStatus } from '@app/rebuild';
import { ensurePreviewWorkspace } from '../../scripts/lib/preview.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { buildSite, sameApartFromBuildId, siteReleases } from '../../scripts/lib/site.mjs';
import { CMS_URL, adminToken, formValues, request } from '../support/cms';

const STATE = path.resolve(__dirname, '..', '..', '.state', 'fast-path');
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
const WEBHOOK = new URL(process.env.REBUILD_WEBHOOK_URL ?? 'http://127.0.0.1:9102/webhook');
const API_CM = '/content-manager/collection-types/api::post.post';
const API_TEAM = '/content-manager/collection-types/api::team-member.team-member';
const run = Date.now().toString(36);
/** A cold build of the site takes about a minute on two cores; a whole build after a publish 15–20 s. */
const BUILD_MS = 300_000;

type Service = Awaited<ReturnType<typeof startRebuildService>>;
let siteDir: string;
let releases: ReturnType<typeof siteReleases>;
let service: Service;
let token: string;
let documentId: string;
const lines: string[] = [];
/** What the team member changed by a test said before it (put back after the tests, with no service listening). */
const teamRestore: Array<{ documentId: string; locale: 'en' | 'de'; subtitle: string }> = [];

const slugs = { en: `fast-path-${run}`, de: `schneller-weg-${run}` };
const titles = { en: `The fast path ${run}`, de: `Der schnelle Weg ${run}` };
const fields = (locale: 'en' | 'de', slug: string) => ({
  title: titles[locale],
  slug,
  // Newest of all articles: first in the list and the feed.
  date: new Date().toISOString().slice(0, 10),
  content: locale === 'en' ? 'What the fast path publishes.' : 'Was der schnelle Weg veröffentlicht.',
  pageTitle: titles[locale],
  metaDescription: `${titles[locale]}: a description long enough for search results and the layout of the page.`,
});
const articlePath = (locale: 'en' | 'de', slug: string) => `${locale === 'de' ? '/de' : ''}/insight/${slug}/`;

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');
/** The release the fast path made (what the tests read: the check after it must not have to fix anything). */
let release: { id: string; dir: string };
const fileOf = (urlPath: string) => path.join(release.dir, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
const read = (urlPath: string) => fs.readFileSync(fileOf(urlPath), 'utf8');
const status = () => service.service.status() as RebuildStatus;

/** Every file below `dir`, relative, sorted. */
function filesOf(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(path.join(dir, entry.name), base)
        : [path.relative(base, path.join(dir, entry.name))],
    )
    .sort();
}

/** The files in which two trees differ: missing on one side, or with other bytes apart from Gatsby's build id. */
function differences(a: string, b: string): string[] {
  const left = filesOf(a);
  const right = filesOf(b);
  const all = [...new Set([...left, ...right])].sort();
  return all.filter((file) => {
    const x = path.join(a, file);
    const y = path.join(b, file);
    if (!fs.existsSync(x) || !fs.existsSync(y)) return true;
    const [before, after] = [fs.readFileSync(x), fs.readFileSync(y)];
    return !before.equals(after) && !sameApartFromBuildId(`/${file}`, before, after);
  });
}

/** Waits until a publish made at `since` is live and the whole build after it has run; returns its fast record. */
async function publishedAndChecked(since: number) {
  const until = Date.now() + BUILD_MS;
  while (Date.now() < until) {
    const s = status();
    if (s.state === 'idle' && s.lastBuild && Date.parse(s.lastBuild.startedAt) >= since) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const fast = status().lastBuild!;
  // The files the publishes since then changed: the two languages' publishes may arrive as one publish or as two
  // (a busy machine answers the second API call after the quiet time), the second finding nothing left to change.
  const changed = status()
    .recent.filter((record) => Date.parse(record.startedAt) >= since && record.path === 'fast')
    .flatMap((record) => record.changes?.files ?? []);
  release = releases.live()!;
  await service.service.settled();
  return { fast, changed, check: status().backstop?.last ?? null };
}

async function publish(locale: 'en' | 'de') {
  const answer = await request('POST', `${API_CM}/${documentId}/actions/publish?locale=${locale}`, { token, body: {} });
  expect([locale, answer.status]).toEqual([locale, 200]);
}

/** The rebuild service as `npm start` runs it, with the fast path, in this test's workspace and releases. */
const startService = (options: { fastPathMaxPages?: number } = {}) =>
  startRebuildService({
    host: WEBHOOK.hostname,
    port: Number(WEBHOOK.port),
    site: { cmsUrl: CMS_URL, siteUrl: SITE_URL },
    siteDir,
    fast: true,
    releases,
    // The check after a publish starts a second after it: the test waits for it.
    timing: { debounceMs: 300, maxWaitMs: 5_000, backstopDelayMs: 1_000 },
    workerOutput: path.join(STATE, 'worker.log'),
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    ...options,
  });

beforeAll(async () => {
  token = await adminToken();
  fs.mkdirSync(STATE, { recursive: true });
  siteDir = ensurePreviewWorkspace({ workspace: path.join(STATE, 'workspace') });
  releases = siteReleases({ dir: path.join(STATE, 'releases'), keep: 3 });
  service = await startService();
  // The first build is a whole one (as at the service's start); the publish worker starts after it.
  service.service.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
  await service.service.settled();
  expect(status().lastBuild).toMatchObject({ result: 'success', path: 'full' });
}, BUILD_MS);

afterAll(async () => {
  await service?.stop();
  if (documentId) {
    for (const locale of ['de', 'en']) await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
  }
  for (const { documentId: member, locale, subtitle } of teamRestore) {
    const current = await request('GET', `${API_TEAM}/${member}?locale=${locale}`, { token });
    await request('PUT', `${API_TEAM}/${member}?locale=${locale}`, {
      token,
      body: { ...(formValues(current.body.data) as object), subtitle },
    });
    await request('POST', `${API_TEAM}/${member}/actions/publish?locale=${locale}`, { token, body: {} });
  }
});

test(
  'a new article goes live through the fast path, with every file a build derives for it',
  async () => {
    const before = releases.live()!;
    const since = Date.now();
    const en = await request('POST', `${API_CM}?locale=en`, { token, body: fields('en', slugs.en) });
    expect(en.status).toBe(201);
    documentId = en.body.data.documentId;
    const de = await request('PUT', `${API_CM}/${documentId}?locale=de`, { token, body: fields('de', slugs.de) });
    expect(de.status).toBe(200);
    await publish('en');
    await publish('de');
    const { fast, changed, check } = await publishedAndChecked(since);

    expect(fast).toMatchObject({ result: 'success', path: 'fast', declined: null });
    expect(changed).toEqual(
      expect.arrayContaining([`${articlePath('en', slugs.en)}index.html`, `${articlePath('de', slugs.de)}index.html`]),
    );
    // The pages in both languages, each naming the other as its language version.
    expect(read(articlePath('en', slugs.en))).toContain(titles.en);
    expect(read(articlePath('de', slugs.de))).toContain(titles.de);
    expect(read(articlePath('en', slugs.en))).toContain(
      `hrefLang="de" href="${SITE_URL}${articlePath('de', slugs.de)}"`,
    );
    expect(read(articlePath('de', slugs.de))).toContain(
      `hrefLang="en" href="${SITE_URL}${articlePath('en', slugs.en)}"`,
    );
    // The lists, the feeds and the sitemap.
    expect(read('/insight/')).toContain(titles.en);
    expect(read('/de/insight/')).toContain(titles.de);
    expect(read('/insight/rss.xml')).toContain(`${SITE_URL}${articlePath('en', slugs.en)}`);
    expect(read('/de/insight/rss.xml')).toContain(`${SITE_URL}${articlePath('de', slugs.de)}`);
    expect(read('/sitemap.xml')).toContain(`${SITE_URL}${articlePath('de', slugs.de)}`);
    // The id address redirects to the article (the servers read redirects.json and the serving configuration).
    const served = JSON.parse(read('/_server/site.json')) as {
      policies: Record<string, string>;
      redirects: Record<string, string>;
    };
    expect(served.redirects[`/insight/${documentId}/`]).toBe(articlePath('en', slugs.en));
    // The page's CSP allows exactly its own inline scripts.
    const html = read(articlePath('de', slugs.de));
    const policy = served.policies[`${articlePath('de', slugs.de)}index.html`];
    expect(policy).toMatch(/script-src [^;]*'sha256-/);
    // Inline scripts a browser runs: no `src`, not JSON-LD data.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, body]) => body!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(policy).toContain(`'sha256-${sha256(body)}'`);
    // The service worker names a new deployment: open pages learn that the site changed.
    expect(read('/deployment.json')).not.toBe(fs.readFileSync(path.join(before.dir, 'deployment.json'), 'utf8'));
    expect(read('/sw.js')).toContain(JSON.parse(read('/deployment.json')).version);

    // The whole build after it derived the same pages again and found no file that differs.
    expect(check).toMatchObject({ result: 'success', changes: { count: 0, files: [] } });
    expect(releases.live()!.id).toBe(release.id);
    expect(differences(release.dir, path.join(siteDir, 'public'))).toEqual([]);
  },
  BUILD_MS,
);

test(
  'a renamed slug: the new address live, the old one redirected, the other language linking to it',
  async () => {
    const renamed = `${slugs.de}-neu`;
    const since = Date.now();
    const current = await request('GET', `${API_CM}/${documentId}?locale=de`, { token });
    expect(current.status).toBe(200);
    // As the edit form sends it: every field back, the slug changed.
    const saved = await request('PUT', `${API_CM}/${documentId}?locale=de`, {
      token,
      body: { ...formValues(current.body.data), slug: renamed },
    });
    expect(saved.status).toBe(200);
    await publish('de');
    const { fast, check } = await publishedAndChecked(since);

    expect(fast).toMatchObject({ result: 'success', path: 'fast' });
    expect(fs.existsSync(fileOf(articlePath('de', slugs.de)))).toBe(false);
    expect(read(articlePath('de', renamed))).toContain(titles.de);
    expect(read(articlePath('en', slugs.en))).toContain(
      `hrefLang="de" href="${SITE_URL}${articlePath('de', renamed)}"`,
    );
    const redirects = JSON.parse(read('/redirects.json')) as Array<{ from: string; to: string }>;
    expect(redirects).toContainEqual({ from: articlePath('de', slugs.de), to: articlePath('de', renamed) });
    expect(read('/sitemap.xml')).not.toContain(articlePath('de', slugs.de));
    expect(check).toMatchObject({ result: 'success', changes: { count: 0, files: [] } });
    slugs.de = renamed;
  },
  BUILD_MS,
);

test(
  "the live release equals a build from a cleaned cache, byte for byte apart from Gatsby's build id",
  async () => {
    const fastRelease = releases.live()!;
    expect(fastRelease.id).toBe(release.id);
    // The backstop stopped the worker and started a new one: stopped again, so the build has the workspace alone.
    await service.fastPath!.aroundFullBuild(async () => {
      fs.rmSync(path.join(siteDir, '.cache'), { recursive: true, force: true });
      fs.rmSync(path.join(siteDir, 'public'), { recursive: true, force: true });
      await buildSite({ cmsUrl: CMS_URL, siteUrl: SITE_URL, siteDir, echo: false });
    });
    expect(differences(fastRelease.dir, path.join(siteDir, 'public'))).toEqual([]);
  },
  BUILD_MS,
);

test(
  'a deleted article leaves the site through the fast path: pages, lists, feeds and sitemap',
  async () => {
    const since = Date.now();
    for (const locale of ['de', 'en']) {
      const deleted = await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
      expect([locale, deleted.status]).toEqual([locale, 200]);
    }
    const { fast, check } = await publishedAndChecked(since);
    documentId = '';

    expect(fast).toMatchObject({ result: 'success', path: 'fast' });
    expect(fs.existsSync(fileOf(articlePath('en', slugs.en)))).toBe(false);
    expect(fs.existsSync(fileOf(articlePath('de', slugs.de)))).toBe(false);
    expect(read('/insight/')).not.toContain(titles.en);
    expect(read('/de/insight/rss.xml')).not.toContain(titles.de);
    expect(read('/sitemap.xml')).not.toContain(slugs.en);
    expect(check).toMatchObject({ result: 'success', changes: { count: 0, files: [] } });
  },
  BUILD_MS,
);

test(
  'a change shown on more pages than the fast path renders: its own page at once, the rest by the whole build it starts',
  async () => {
    await service.stop();
    // A new article touches its page, the list and the articles that name it as related: more than one page.
    service = await startService({ fastPathMaxPages: 1 });
    service.fastPath!.start();
    const title = `${titles.en} (first its own page)`;
    const since = Date.now();
    const en = await request('POST', `${API_CM}?locale=en`, {
      token,
      body: { ...fields('en', slugs.en), title, pageTitle: title },
    });
    expect(en.status).toBe(201);
    documentId = en.body.data.documentId;
    await publish('en');
    const { fast, check } = await publishedAndChecked(since);

    expect(fast).toMatchObject({ result: 'success', path: 'fast', declined: null });
    expect(fast.deferred).toBeGreaterThan(0);
    // The fast release: the article's own page, not yet the list that shows it.
    const fastDir = path.join(STATE, 'releases', fast.release!);
    expect(fs.readFileSync(path.join(fastDir, articlePath('en', slugs.en), 'index.html'), 'utf8')).toContain(title);
    expect(fs.readFileSync(path.join(fastDir, 'insight', 'index.html'), 'utf8')).not.toContain(title);
    // The whole build it started brought the rest, and found nothing else to change.
    expect(check).toMatchObject({ result: 'success', warning: null });
    expect(check!.changes!.files).toContain('/insight/index.html');
    expect(releases.live()!.id).toBe(check!.release);
    expect(fs.readFileSync(path.join(releases.live()!.dir, 'insight', 'index.html'), 'utf8')).toContain(title);
    expect(lines.some((line) => /\d+ more pages show the change: building the site in full/.test(line))).toBe(true);
  },
  BUILD_MS,
);

test(
  'a change over the limit that no page of its own shows (a team member in both languages) is built in full at once',
  async () => {
    const list = await request('GET', `${API_TEAM}?locale=en&page=1&pageSize=1&sort=order:ASC`, { token });
    expect(list.status).toBe(200);
    const member = list.body.results[0] as { documentId: string };
    const checkedBefore = status().backstop?.last;
    const since = Date.now();
    for (const locale of ['en', 'de'] as const) {
      const current = await request('GET', `${API_TEAM}/${member.documentId}?locale=${locale}`, { token });
      expect(current.status).toBe(200);
      const values = formValues(current.body.data) as { subtitle: string };
      teamRestore.push({ documentId: member.documentId, locale, subtitle: values.subtitle });
      const saved = await request('PUT', `${API_TEAM}/${member.documentId}?locale=${locale}`, {
        token,
        body: { ...values, subtitle: `${values.subtitle} ${run}` },
      });
      expect(saved.status).toBe(200);
      const published = await request('POST', `${API_TEAM}/${member.documentId}/actions/publish?locale=${locale}`, {
        token,
        body: {},
      });
      expect([locale, published.status]).toEqual([locale, 200]);
    }
    const { fast } = await publishedAndChecked(since);
    expect(fast).toMatchObject({ result: 'success', path: 'full', deferred: null });
    expect(fast.declined).toMatch(
      /^the change touches about \d+ pages \(more than 1; none of them a changed entry’s own\)$/,
    );
    // Nothing to check or complete afterwards: the build was a whole one.
    expect(status().backstop?.last).toEqual(checkedBefore);
  },
  BUILD_MS,
);
