/**
 * The admin's preview panel in a real browser (Chromium): the CMS admin frames the preview URL with a preview token;
 * inside the iframe the token becomes the cookie (SameSite=Lax works: admin and preview are the same site,
 * localhost on two ports) and the clean address shows the draft with the "not published" bar. A page of any
 * other origin cannot frame the preview (frame-ancestors). A small server stands in for the preview's renderer.
 */
import http from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { createPreviewServer } from '../../scripts/lib/preview-server.mjs';
import { siteText } from '../support/catalogues';

/** A preview token the stand-in for the CMS confirms (the CMS's own check: tests/cms/preview.integration.test.ts). */
const TOKEN = '7.4f1c9e07b2d4e6f8a0b1c2d3e4f5a6b7.4102444800.Yk2x8Q1vZ3n_Rr0tW9-eL4sJ7uA6cB5dE2fG1hI0jKs';
const checkAccess = async (token: string) =>
  token === TOKEN ? { expiresAt: Math.floor(Date.now() / 1000) + 1800 } : null;
const DRAFT = 'Entwurf: neuer Titel, noch nicht veröffentlicht';
const servers: http.Server[] = [];
let browser: Browser;
let previewOrigin: string;

const listen = async (server: http.Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://localhost:${(server.address() as { port: number }).port}`;
};
/** A page on its own origin that frames `src`, as the content manager's preview panel does. */
const framingPage = (src: string) =>
  http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>admin</title><iframe title="Preview" src="${src}"></iframe>`);
  });

let admin: string;
let stranger: string;

beforeAll(async () => {
  const renderer = await listen(
    http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="de"><body><div role="status">${siteText('de', 'preview:bar.label')}</div><h1>${DRAFT}</h1></body></html>`,
      );
    }),
  );
  // The admin's origin is only known once it listens: a placeholder server takes the port first.
  const adminServer = http.createServer();
  admin = await listen(adminServer);
  const preview = createPreviewServer({
    checkAccess,
    frameAncestors: [admin],
    renderer: () => ({ url: renderer.replace('localhost', '127.0.0.1'), isReady: () => true }),
    cmsPublicUrl: 'http://localhost:1',
  });
  previewOrigin = await listen(preview);
  const src = `${previewOrigin}/de/insight/neu/?token=${TOKEN}`;
  adminServer.on('request', (req, res) => framingPage(src).emit('request', req, res));
  stranger = await listen(framingPage(src));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  servers.forEach((server) => server.close());
});

const previewFrame = async (origin: string) => {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const frame = page.frameLocator('iframe[title="Preview"]');
  return { page, frame };
};

test('inside the admin: the token becomes the cookie, the clean address shows the draft', async () => {
  const { page, frame } = await previewFrame(admin);
  await expect(frame.getByRole('heading', { level: 1 }).textContent({ timeout: 10_000 })).resolves.toBe(DRAFT);
  await expect(frame.getByRole('status').textContent()).resolves.toBe(siteText('de', 'preview:bar.label'));
  const inner = page.frames().find((f) => f.url().startsWith(previewOrigin));
  expect(inner?.url()).toBe(`${previewOrigin}/de/insight/neu/`);
  const cookies = await page.context().cookies(previewOrigin);
  expect(cookies).toEqual([expect.objectContaining({ name: 'kastell_preview', httpOnly: true, sameSite: 'Lax' })]);
  await page.close();
});

test('any other origin cannot frame the preview', async () => {
  const { page } = await previewFrame(stranger);
  // The frame's navigation has ended, refused or not: a document's load waits for its iframes' (a refused frame
  // gets the browser's error page), and the page has loaded.
  await page.waitForFunction(() => document.readyState === 'complete');
  const inner = page.frames().find((f) => f.url().startsWith(previewOrigin));
  const shown = inner ? await inner.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  expect(shown).not.toContain(DRAFT);
  await page.close();
});
