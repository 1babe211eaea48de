/**
 * `npm run backup` of a running CMS after an editor's and visitors' changes, `npm run restore` into an
 * empty database, a CMS started on it: content in both languages, the media file, the editor's login,
 * the visitor data and the site build token are all there.
 */
import { spawn } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { EDITOR, adminToken, get, request } from '../support/cms';
import { LOCALE_CODES } from '@app/routing';
import { EDITED_POST_SLUG_EN } from '../support/edits';
import { openDb } from '../support/db';
import type { FaultContext } from './context';
import { CMS_DIR, CmsInstance, RUN, databaseEnv, signUp } from './support';

const ROOT = path.resolve(CMS_DIR, '..');
const PASSPHRASE = 'correct horse battery staple (test only)';

type ScriptResult = { code: number | null; stdout: string; stderr: string };

/** Runs `node scripts/<name>` with the given environment; resolves with its exit code and output. */
function runScript(name: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
      cwd: ROOT,
      env: { ...process.env, BACKUP_PASSPHRASE: PASSPHRASE, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A post the other tests do not edit (the build tests expect their edit on the site). */
async function postToEdit(baseUrl: string): Promise<string> {
  const query = `/api/posts?locale=en&filters[slug][$ne]=${EDITED_POST_SLUG_EN}&pagination[pageSize]=1`;
  return (await get(query, process.env.SITE_BUILD_TOKEN, baseUrl)).body.data[0].documentId;
}

/** Sets a post's German title through the admin API and publishes it; returns the title it had. */
async function setGermanTitle(baseUrl: string, token: string, documentId: string, title: string): Promise<string> {
  const doc = `/content-manager/collection-types/api::post.post/${documentId}`;
  const current = await request('GET', `${doc}?locale=de`, { token, baseUrl });
  const updated = await request('PUT', `${doc}?locale=de`, { token, baseUrl, body: { ...current.body.data, title } });
  expect(updated.status).toBe(200);
  expect((await request('POST', `${doc}/actions/publish?locale=de`, { token, baseUrl, body: {} })).status).toBe(200);
  return current.body.data.title;
}

type Upload = { id: number; url: string };

/** Uploads a file to the media library; returns its id and public URL path (/uploads/…). */
async function upload(baseUrl: string, token: string, name: string, bytes: Buffer): Promise<Upload> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseUrl}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const [file] = (await response.json()) as Upload[];
  return file!;
}

const postTotal = async (baseUrl: string, locale: string) =>
  (await get(`/api/posts?locale=${locale}&pagination[pageSize]=1`, undefined, baseUrl)).body.meta.pagination.total;

export function backupRoundTripTests(ctx: FaultContext): void {
  describe(`backup and restore into an empty installation (${ctx.label})`, () => {
    const tag = `${ctx.label}-${RUN}`;
    const germanTitle = `Gesichert und wiederhergestellt (${tag})`;
    const subscriber = `backup-${tag}@example.com`;
    const visitor = `backup-contact-${tag}@example.com`;
    // A PDF (the media library takes only the types the site shows): its header, then bytes of this run.
    const fileBytes = Buffer.concat([Buffer.from('%PDF-1.4\n%'), crypto.randomBytes(2048)]);
    let scratch = '';
    const restoredDb = openDb(ctx.restoreTarget);
    let restored: CmsInstance | undefined;
    let token = '';
    let documentId = '';
    let previousTitle: string | undefined;
    let file: Upload | undefined;
    let englishTitle = '';
    const totals: Record<string, number> = {};

    beforeAll(async () => {
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kastell-backup-test-'));
      const source = ctx.instances[0]!.url;
      token = await adminToken(source);
      documentId = await postToEdit(source);
      previousTitle = await setGermanTitle(source, token, documentId, germanTitle);
      englishTitle = (await get(`/api/posts/${documentId}?locale=en`, undefined, source)).body.data.title;
      file = await upload(source, token, `backup-proof-${tag}.pdf`, fileBytes);
      expect((await signUp(source, subscriber)).status).toBe(200);
      const contact = await request('POST', '/api/contact', {
        baseUrl: source,
        body: {
          name: 'Bea',
          lastName: 'Backup',
          email: visitor,
          country: 'DE',
          phone: '06131 555 0199',
          message: `Restored message ${tag}`,
          topic: 'fundraising',
          locale: 'de',
          pageUri: '/de/',
        },
      });
      expect(contact.status).toBe(201);
      for (const locale of LOCALE_CODES) totals[locale] = await postTotal(source, locale);

      const backup = await runScript('backup.mjs', ['--out', scratch], databaseEnv(ctx.target));
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      const archive = /^Backup written: (\S+)$/m.exec(backup.stdout)![1]!;
      expect(archive).toMatch(/\.tar\.gz\.enc$/);
      // An empty installation has none of the media files.
      fs.rmSync(path.join(CMS_DIR, 'public', file.url));

      // A site build cache of the content before the restore (a warm build fetches only what changed since).
      const siteCache = path.join(CMS_DIR, '..', 'site', '.cache');
      fs.mkdirSync(path.join(siteCache, 'kastell-build'), { recursive: true });
      const restore = await runScript('restore.mjs', [archive], databaseEnv(ctx.restoreTarget));
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(fs.existsSync(siteCache)).toBe(false);
      expect(restore.stdout).toContain('Site build caches emptied (the next build is a full one)');
      const name = `${ctx.label}-restored`;
      restored = new CmsInstance(name, ctx.restorePort, { ...databaseEnv(ctx.restoreTarget), ...ctx.mailEnv(name) });
      await restored.start();
    }, 400_000);

    afterAll(async () => {
      // The source CMS goes on to the site build: it gets its German title back.
      const source = ctx.instances[0]!.url;
      if (previousTitle) await setGermanTitle(source, token, documentId, previousTitle);
      // …and the media library (and cms/public/uploads, shared by every local CMS) loses the test file.
      if (file) await request('DELETE', `/upload/files/${file.id}`, { token, baseUrl: source });
      await restored?.stop();
      await restoredDb.close();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    });

    it('serves the edited German title, the unchanged English one and every post in every language', async () => {
      const url = restored!.url;
      expect((await get(`/api/posts/${documentId}?locale=de`, undefined, url)).body.data.title).toBe(germanTitle);
      expect((await get(`/api/posts/${documentId}?locale=en`, undefined, url)).body.data.title).toBe(englishTitle);
      const totalsAfter: Record<string, number> = {};
      for (const locale of LOCALE_CODES) totalsAfter[locale] = await postTotal(url, locale);
      expect(totalsAfter).toEqual(totals);
    });

    it('serves the uploaded file byte for byte', async () => {
      const response = await fetch(`${restored!.url}${file!.url}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(fileBytes)).toBe(true);
    });

    it('keeps the subscriber, the contact message and the e-mails written for them', async () => {
      expect(await restoredDb.get('SELECT email, language FROM subscribers WHERE email = ?', subscriber)).toEqual({
        email: subscriber,
        language: 'en',
      });
      expect(await restoredDb.get('SELECT name, message FROM contact_messages WHERE email = ?', visitor)).toEqual({
        name: 'Bea',
        message: `Restored message ${tag}`,
      });
      const mails = await restoredDb.all<{ kind: string }>(
        'SELECT kind FROM outgoing_emails WHERE recipient = ? OR reply_to = ? ORDER BY kind',
        subscriber,
        visitor,
      );
      expect(mails.map((m) => m.kind)).toEqual(['contact-notification', 'newsletter-confirmation']);
    });

    it('lets the editor log in with the same password', async () => {
      const login = await request('POST', '/admin/login', {
        baseUrl: restored!.url,
        body: { email: EDITOR.email, password: EDITOR.password },
      });
      expect(login.status).toBe(200);
    });

    it('accepts the site build token', async () => {
      const answer = await get(`/api/posts/${documentId}?locale=de`, process.env.SITE_BUILD_TOKEN, restored!.url);
      expect(answer.status).toBe(200);
      expect(answer.body.data.title).toBe(germanTitle);
    });

    it('refuses to restore over a database that holds data, and leaves it as it was', async () => {
      const archive = fs.readdirSync(scratch).find((f) => f.endsWith('.enc'))!;
      const before = await restoredDb.get('SELECT COUNT(*) AS n FROM subscribers');
      const again = await runScript('restore.mjs', [path.join(scratch, archive)], databaseEnv(ctx.restoreTarget));
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^Restore failed: .* already (holds a database|has \d+ tables); use --replace to delete/m,
      );
      expect(await restoredDb.get('SELECT COUNT(*) AS n FROM subscribers')).toEqual(before);
    });
  });
}
