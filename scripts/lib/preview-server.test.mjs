import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, writeServingConfig } from '../../deploy/site-build-config.mjs';
import { escapeRegExp, siteText } from '../../tests/support/catalogues';
import { rawStatus } from '../../tests/support/raw-http';
import {
  EVENTS_PATH,
  HEALTH_PATH,
  LIVE_SCRIPT_PATH,
  PREVIEW_COOKIE,
  REFRESH_PATH,
  REFRESH_SECONDS,
  createPreviewServer,
  readCookie,
} from './preview-server.mjs';
import { createAccessCheck } from './preview-access.mjs';

/** A preview token as the CMS signs it for one admin user and session (cms/src/lib/preview-access.ts). */
const TOKEN = '7.4f1c9e07b2d4e6f8a0b1c2d3e4f5a6b7.4102444800.Yk2x8Q1vZ3n_Rr0tW9-eL4sJ7uA6cB5dE2fG1hI0jKs';
const SECRET = 'a3f1c9e07b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
const REFRESH_SECRET = 'b'.repeat(64);
const ADMIN = 'http://localhost:1337';
const CMS = 'https://cms.example.com';
const INLINE = 'window.__locale="de"';
/** A catalogue text of the preview server's own pages (`locales/<locale>/preview.json`) as their HTML writes it. */
const pageText = (/** @type {'en' | 'de'} */ locale, /** @type {string} */ key) =>
  siteText(locale, `preview:${key}`).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
/** What `gatsby develop` renders for a page: the site's HTML, an inline script, and its own runtime scripts. */
const developPage = (body) =>
  `<!DOCTYPE html><html lang="de"><head><meta name="note" content="environment=development"/><script>${INLINE}</script>` +
  `<script src="/socket.io/socket.io.js"></script><script src="/islands-0123456789abcdef0123.js" defer=""></script></head>` +
  `<body>${body}<script src="/framework.js"></script><script src="/commons.js"></script></body></html>`;

const servers = [];
const listen = async (server) => {
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
};

/** A stand-in for the renderer: pages, its own routes, a 404 page per language, what it was asked. */
const asked = [];
const RENDERER_TOKEN = 'e'.repeat(64);
const renderer = http.createServer((req, res) => {
  asked.push({
    url: req.url,
    wait: req.headers['x-gatsby-wait-for-dev-ssr'],
    token: req.headers['x-preview-renderer-token'],
  });
  // A renderer that hangs: no answer at all, or a file cut off after its headers.
  if (req.url === '/slow/') return undefined;
  if (req.url === '/static/cut.webp') {
    res.writeHead(200, { 'Content-Type': 'image/webp' });
    return res.write('half');
  }
  const html = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'text/html' });
    res.end(developPage(body));
  };
  // A page whose bar shows the save `fresh.saved` (a refresh of the test moves it on).
  if (req.url?.startsWith('/fresh/'))
    return html(200, `<div data-preview-saved="${fresh.saved}">shows ${fresh.saved}</div>`);
  if (req.url === '/de/insight/neuer-beitrag/') return html(200, '<h1>Entwurf: Neuer Titel</h1>');
  if (req.url === '/') return html(200, '<h1>home draft</h1>');
  if (req.url === '/___graphql') return html(200, 'GraphiQL with every draft');
  if (req.url === '/static/cover.webp') {
    res.writeHead(200, { 'Content-Type': 'image/webp' });
    return res.end('webp');
  }
  if (req.url === '/404/') return html(404, 'english 404');
  if (req.url === '/de/404/') return html(404, 'Diese Seite gibt es nicht');
  return html(404, 'develop 404 page listing every page');
});

const fresh = { saved: '2026-11-28T13:00:00.000Z' };
/**
 * A stand-in for the CMS's `POST /admin/preview-access`: TOKEN opens the preview until its session is closed
 * (`loggedOut`); every other token is refused. It counts what it was asked.
 */
let loggedOut = false;
const cmsAsked = [];
const cms = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { token } = JSON.parse(body || '{}');
    cmsAsked.push({ path: req.url, token });
    const open = req.method === 'POST' && req.url === '/admin/preview-access' && token === TOKEN && !loggedOut;
    res.writeHead(open ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(open ? { expiresAt: Math.floor(Date.now() / 1000) + 1800 } : { error: 'expired' }));
  });
});

let dir;
let base;
let rendererUrl;
let cmsUrl;
let ready = true;
let refreshes = 0;

/** A preview server on a free port, asking the stand-in CMS about every token (`cacheMs` 0: no answer kept). */
async function start(options = {}) {
  const server = createPreviewServer({
    checkAccess: createAccessCheck({ cmsUrl, cacheMs: 0 }),
    frameAncestors: [ADMIN],
    renderer: () => ({
      url: rendererUrl,
      headers: { 'x-preview-renderer-token': RENDERER_TOKEN },
      isReady: () => ready,
    }),
    assetsRoot: dir,
    cmsPublicUrl: CMS,
    refresh: async () => ({ sourcings: ++refreshes }),
    refreshSecret: REFRESH_SECRET,
    ...options,
  });
  return listen(server);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  fs.writeFileSync(path.join(dir, 'islands-0123456789abcdef0123.js'), 'console.log("islands")');
  writeServingConfig(dir, { cmsPublicUrl: CMS });
  rendererUrl = await listen(renderer);
  cmsUrl = await listen(cms);
  base = await start();
});
afterAll(() => servers.forEach((server) => server.close()));

const get = (target, headers = {}) => fetch(base + target, { redirect: 'manual', headers });
const cookieOf = (response) => readCookie(response.headers.get('set-cookie')?.split(';')[0], PREVIEW_COOKIE);
/** Opens a session the way the admin's preview link does; returns the Cookie header to send. */
async function session() {
  const opened = await get(`/de/insight/neuer-beitrag/?token=${TOKEN}`);
  return `${PREVIEW_COOKIE}=${cookieOf(opened)}`;
}

describe('the preview token', () => {
  it.each(['/', '/de/insight/neuer-beitrag/', '/404.html', '/page-data/app-data.json', '/___graphql'])(
    '%s without it → 401 with a page that says why, drafts not shown',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(401);
      const text = await answer.text();
      expect(text).not.toContain('Entwurf');
      expect(text).toMatch(
        new RegExp(`${escapeRegExp(pageText('en', 'denied.title'))}|${escapeRegExp(pageText('de', 'denied.title'))}`),
      );
    },
  );

  it('answers in German under /de/', async () => {
    expect(await (await get('/de/insight/neuer-beitrag/')).text()).toContain(pageText('de', 'denied.title'));
  });

  it.each([
    ['a tampered token', `token=${TOKEN.slice(0, -1)}x`],
    ['an empty token', 'token='],
    ['two tokens', `token=${TOKEN}&token=${TOKEN}`],
    ['a token far longer than any token', `token=${'a'.repeat(1_000)}`],
    ['a script', `token=%3Cscript%3Ealert(1)%3C/script%3E`],
    ['the old global secret', `secret=${SECRET}`],
  ])('%s → 401, no cookie', async (_what, query) => {
    const answer = await get(`/de/insight/neuer-beitrag/?${query}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).not.toContain('<script>alert');
  });

  it('the CMS is not asked about what cannot be a token (too long, markup, empty)', async () => {
    const before = cmsAsked.length;
    for (const query of [`token=${'a'.repeat(1_000)}`, 'token=%3Cscript%3E', 'token=']) await get(`/?${query}`);
    expect(cmsAsked.length).toBe(before);
  });

  it('a token the CMS confirms sets an HttpOnly SameSite cookie for the token’s lifetime and redirects to the clean path', async () => {
    const answer = await get(`/de/insight/?topic=defi&token=${TOKEN}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de/insight/?topic=defi');
    const cookie = answer.headers.get('set-cookie');
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${TOKEN.replace(/\./g, '\\.')}; `));
    expect(Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1])).toBeGreaterThan(1790);
    expect(Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1])).toBeLessThanOrEqual(1800);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('the cookie opens every page; a forged cookie does not', async () => {
    const cookie = await session();
    const page = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Entwurf: Neuer Titel</h1>');
    for (const forged of [`${PREVIEW_COOKIE}=${SECRET}`, `${PREVIEW_COOKIE}=${TOKEN}x`, `${PREVIEW_COOKIE}=`]) {
      expect((await get('/', { Cookie: forged })).status).toBe(401);
    }
  });

  it('once the CMS no longer confirms the token (logged out, expired), the same cookie opens nothing', async () => {
    const cookie = await session();
    expect((await get('/de/insight/neuer-beitrag/', { Cookie: cookie })).status).toBe(200);
    loggedOut = true;
    try {
      const answer = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain('Entwurf');
      expect((await get('/islands-0123456789abcdef0123.js', { Cookie: cookie })).status).toBe(401);
    } finally {
      loggedOut = false;
    }
  });

  it('a CMS that does not answer opens nothing', async () => {
    const unreachable = await start({ checkAccess: createAccessCheck({ cmsUrl: 'http://127.0.0.1:9', cacheMs: 0 }) });
    const answer = await fetch(`${unreachable}/de/?token=${TOKEN}`, { redirect: 'manual' });
    expect(answer.status).toBe(401);
  });
});

describe('pages from the renderer', () => {
  it("waits for the renderer's server-side render and sends the page without develop's runtime", async () => {
    const html = await (await get('/de/insight/neuer-beitrag/', { Cookie: await session() })).text();
    expect(asked.at(-1)).toEqual({ url: '/de/insight/neuer-beitrag/', wait: '1', token: RENDERER_TOKEN });
    for (const script of ['/socket.io/socket.io.js', '/framework.js', '/commons.js'])
      expect(html).not.toContain(`src="${script}"`);
    expect(html).not.toContain('environment=development');
    expect(html).toContain('<script src="/islands-0123456789abcdef0123.js" defer=""></script>');
  });

  it("keeps the site's full CSP, with the admin as the only frame ancestor", async () => {
    const answer = await get('/de/insight/neuer-beitrag/', { Cookie: await session() });
    const policy = answer.headers.get('content-security-policy');
    const [hash] = inlineScriptHashes(`<script>${INLINE}</script>`);
    expect(policy).toContain(`script-src 'self' ${hash}`);
    expect(policy).not.toContain("'unsafe-inline' ; script");
    expect(policy).toContain(`connect-src 'self' ${CMS}`);
    expect(policy).toContain(`frame-ancestors ${ADMIN}`);
    expect(policy).toContain("object-src 'none'");
  });

  it("a missing page is the site's 404 of its language, not develop's list of every page", async () => {
    const cookie = await session();
    const german = await get('/de/gibt-es-nicht/', { Cookie: cookie });
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Diese Seite gibt es nicht');
    const english = await (await get('/nowhere/', { Cookie: cookie })).text();
    expect(english).toContain('english 404');
    expect(english).not.toContain('listing every page');
  });

  it('serves the island runtime from the live release and images from the renderer', async () => {
    const cookie = await session();
    expect(await (await get('/islands-0123456789abcdef0123.js', { Cookie: cookie })).text()).toBe(
      'console.log("islands")',
    );
    const image = await get('/static/cover.webp', { Cookie: cookie });
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await image.text()).toBe('webp');
    // Files keep the site's sandbox policy (a file opened on its own runs no script), framed by the admin only.
    for (const file of [image, await get('/islands-0123456789abcdef0123.js', { Cookie: cookie })]) {
      const policy = file.headers.get('content-security-policy');
      expect(policy).toMatch(/^sandbox; default-src 'self'/);
      expect(policy?.match(/frame-ancestors/g)).toHaveLength(1);
      expect(policy).toContain(`frame-ancestors ${ADMIN}`);
    }
  });

  it.each([
    '/___graphql',
    '/__refresh',
    '/socket.io/?EIO=4',
    '/commons.js',
    '/__kastell/preview-status',
    '/dev-404-page/',
    '/de/dev-404-page/',
    '/page-data/dev-404-page/page-data.json',
    '/page-data/de/insight/neuer-beitrag/page-data.json',
    '/_gatsby/slices/_gatsby-scripts-1.html',
    '/.env',
  ])("never forwards develop's own route %s, not even with the cookie", async (target) => {
    const before = asked.length;
    const answer = await get(target, { Cookie: await session() });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('every draft');
    expect(asked.length).toBe(before);
  });
});

describe('a renderer that hangs or breaks off', () => {
  let quick;
  beforeAll(async () => {
    quick = await start({ upstreamTimeoutMs: 300 });
  });
  const cookie = async () => {
    const opened = await fetch(`${quick}/?token=${TOKEN}`, { redirect: 'manual' });
    return `${PREVIEW_COOKIE}=${cookieOf(opened)}`;
  };

  it('a page it never answers → "being updated" (502) once the upstream timeout passes', async () => {
    const started = Date.now();
    const answer = await fetch(`${quick}/slow/`, { headers: { Cookie: await cookie() } });
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain(pageText('en', 'updating.title'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a file cut off after its headers is cut off for the editor too, and the server keeps answering', async () => {
    const session = await cookie();
    const answer = await fetch(`${quick}/static/cut.webp`, { headers: { Cookie: session } });
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    const next = await fetch(`${quick}/de/insight/neuer-beitrag/`, { headers: { Cookie: session } });
    expect(await next.text()).toContain('Entwurf: Neuer Titel');
  });
});

describe('headers on every answer', () => {
  const answers = async () => {
    const cookie = await session();
    return [
      await get('/'),
      await get('/?token=wrong'),
      await get(`/?token=${TOKEN}`),
      await get('/', { Cookie: cookie }),
      await get('/does-not-exist/', { Cookie: cookie }),
      await get('/islands-0123456789abcdef0123.js', { Cookie: cookie }),
      await get('/%zz'),
    ];
  };

  it('X-Robots-Tag noindex, nofollow; never cached; framed by the admin only', async () => {
    for (const answer of await answers()) {
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${ADMIN}`);
      expect(answer.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('the status line for odd targets stays a fast 4xx', async () => {
    expect(await rawStatus(base, 'GET', '/\\..\\etc/passwd')).toBe(400);
    expect(await rawStatus(base, 'GET', `/?token=${'a'.repeat(5_000)}`)).toBe(414);
    expect(await rawStatus(base, 'POST', `/?token=${TOKEN}`)).toBe(405);
  });
});

describe('a save taken in', () => {
  const refresh = (secret) =>
    fetch(base + REFRESH_PATH, { method: 'POST', headers: secret === undefined ? {} : { 'x-rebuild-secret': secret } });

  it('with the webhook secret: the renderer refreshes and the answer comes when it is done', async () => {
    const before = refreshes;
    const answer = await refresh(REFRESH_SECRET);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ sourcings: before + 1 });
  });

  it.each([undefined, '', 'wrong', SECRET])('with secret %p: 401, nothing refreshed', async (secret) => {
    const before = refreshes;
    expect((await refresh(secret)).status).toBe(401);
    expect(refreshes).toBe(before);
  });
});

describe('a live preview', () => {
  /** Reads an event stream until `count` events arrived, while `during` runs; resolves with their names. */
  async function eventsOf(url, cookie, count, during) {
    const answer = await fetch(url + EVENTS_PATH, { headers: { Cookie: cookie } });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = /** @type {ReadableStream<Uint8Array>} */ (answer.body).getReader();
    let text = '';
    const names = () => [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    const read = (async () => {
      while (names().length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString('utf8');
      }
    })();
    await during();
    await read;
    await reader.cancel();
    return names();
  }

  it('every page loads the live script and carries its digest, in the page and as a header', async () => {
    const cookie = await session();
    const page = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    const html = await page.text();
    const digest = page.headers.get('x-preview-digest');
    expect(digest).toMatch(/^[0-9a-f]{24}$/);
    expect(html).toContain(
      `<meta name="preview-digest" content="${digest}"><script src="${LIVE_SCRIPT_PATH}" defer></script></head>`,
    );
    const script = await get(LIVE_SCRIPT_PATH, { Cookie: cookie });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("openEvents('/__preview/events')");
    expect((await get(LIVE_SCRIPT_PATH)).status).toBe(401);
    expect((await get(EVENTS_PATH)).status).toBe(401);
  });

  it('open pages hear when a save is taken in and when the renderer has it', async () => {
    const cookie = await session();
    const names = await eventsOf(base, cookie, 2, () =>
      fetch(base + REFRESH_PATH, { method: 'POST', headers: { 'x-rebuild-secret': REFRESH_SECRET } }),
    );
    expect(names).toEqual(['updating', 'ready']);
  });

  it('the answer a page asked for to see whether it changed serves its reload, without rendering again', async () => {
    const cookie = await session();
    // An ordinary request is never kept: the next one is rendered again.
    await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    const ordinary = asked.length;
    await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(asked.length).toBe(ordinary + 1);
    await get('/de/insight/neuer-beitrag/', { Cookie: cookie, 'X-Preview-Check': '1' });
    const before = asked.length;
    const reload = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(await reload.text()).toContain('Entwurf: Neuer Titel');
    expect(asked.length).toBe(before);
    await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(asked.length).toBe(before + 1);
  });

  it('opened for a save the renderer does not have yet: the page waits for it and shows it', async () => {
    const cookie = await session();
    fresh.saved = '2026-11-28T13:00:00.000Z';
    const newer = '2026-11-28T13:05:00.000Z';
    const opened = get(`/fresh/?saved=${encodeURIComponent(newer)}`, { Cookie: cookie }).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The save arrives: the rebuild service hands it in, the renderer re-sources.
    fresh.saved = newer;
    await fetch(base + REFRESH_PATH, { method: 'POST', headers: { 'x-rebuild-secret': REFRESH_SECRET } });
    expect(await opened).toContain(`shows ${newer}`);
  });

  it('a save that does not arrive in time: the older page is sent (its live script says so)', async () => {
    const quick = await start({ freshWaitMs: 200 });
    const opened = await fetch(`${quick}/?token=${TOKEN}`, { redirect: 'manual' });
    const cookie = `${PREVIEW_COOKIE}=${cookieOf(opened)}`;
    fresh.saved = '2026-11-28T13:00:00.000Z';
    const started = Date.now();
    const page = await fetch(`${quick}/fresh/?saved=2026-11-28T14:00:00.000Z`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('shows 2026-11-28T13:00:00.000Z');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });
});

describe('the health check', () => {
  it("answers the renderer's state without the secret: 200 when ready, 503 while it (re)starts", async () => {
    let state = { renderer: 'restarting', restarts: 2, lastExit: 'SIGKILL' };
    const checked = await start({ health: () => state });
    const restarting = await fetch(checked + HEALTH_PATH);
    expect(restarting.status).toBe(503);
    expect(await restarting.json()).toEqual(state);
    expect(restarting.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    state = { renderer: 'ready', restarts: 2, lastExit: 'SIGKILL' };
    expect((await fetch(checked + HEALTH_PATH)).status).toBe(200);
  });

  it('without a supervisor: ready when the renderer is', async () => {
    ready = false;
    const starting = await fetch(base + HEALTH_PATH);
    ready = true;
    expect(starting.status).toBe(503);
    expect((await fetch(base + HEALTH_PATH)).status).toBe(200);
  });
});

describe('while the renderer starts', () => {
  it('503 "being updated" that reloads itself', async () => {
    ready = false;
    const answer = await get('/de/', { Cookie: await session() });
    ready = true;
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(text).toContain(pageText('de', 'updating.title'));
    expect(text).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

test('refuses to start without a way to check tokens', () => {
  const withoutCheck = /** @type {Parameters<typeof createPreviewServer>[0]} */ (
    /** @type {unknown} */ ({ cmsPublicUrl: CMS })
  );
  expect(() => createPreviewServer(withoutCheck)).toThrow(/checkAccess/);
});

describe('createAccessCheck', () => {
  it('keeps an answer for cacheMs, then asks again (a logout reaches the preview within that time)', async () => {
    let clock = 0;
    const check = createAccessCheck({ cmsUrl, cacheMs: 2_000, now: () => clock });
    const before = cmsAsked.length;
    expect(await check(TOKEN)).toEqual({ expiresAt: expect.any(Number) });
    loggedOut = true;
    try {
      clock = 1_999;
      expect(await check(TOKEN)).not.toBeNull();
      clock = 2_000;
      expect(await check(TOKEN)).toBeNull();
    } finally {
      loggedOut = false;
    }
    expect(cmsAsked.length - before).toBe(2);
  });
});
