import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServingConfig, writeServingConfig } from '../../deploy/site-build-config.mjs';
import { rawStatus } from '../../tests/support/raw-http';
import {
  PREVIEW_COOKIE,
  REFRESH_SECONDS,
  createPreviewServer,
  readCookie,
  withFrameAncestors,
} from './preview-server.mjs';

const SECRET = 'a3f1c9e07b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
const ADMIN = 'http://localhost:1337';
// With an inline script, as the site's pages have: the site's policy allows it by its hash.
const GERMAN_DRAFT = '<html lang="de"><body>Entwurf: Neuer Titel<script>window.locale="de"</script></body></html>';

let dir;
let release;
let building = false;
const servers = [];

/** A preview server on a free port; `root` is the `current` link (may not exist). */
async function start(root) {
  const server = createPreviewServer({ root, secret: SECRET, frameAncestors: [ADMIN], building: () => building });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

let base;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  release = path.join(dir, 'r1');
  const write = (rel, content) => {
    fs.mkdirSync(path.dirname(path.join(release, rel)), { recursive: true });
    fs.writeFileSync(path.join(release, rel), content);
  };
  write('index.html', '<html lang="en"><body>home draft</body></html>');
  write('de/insight/neuer-beitrag/index.html', GERMAN_DRAFT);
  write('404.html', 'english 404');
  write('404/index.html', 'english 404');
  writeServingConfig(release, { cmsPublicUrl: 'https://cms.example.com' });
  fs.symlinkSync(release, path.join(dir, 'current'));
  base = await start(path.join(dir, 'current'));
});
afterAll(() => servers.forEach((server) => server.close()));

const get = (target, headers = {}) => fetch(base + target, { redirect: 'manual', headers });
const cookieOf = (response) => readCookie(response.headers.get('set-cookie')?.split(';')[0], PREVIEW_COOKIE);
/** Opens a session the way the admin's preview link does; returns the Cookie header to send. */
async function session() {
  const opened = await get(`/de/insight/neuer-beitrag/?secret=${SECRET}`);
  return `${PREVIEW_COOKIE}=${cookieOf(opened)}`;
}

describe('the secret', () => {
  it.each(['/', '/de/insight/neuer-beitrag/', '/404.html', '/page-data/app-data.json'])(
    '%s without it → 401 with a page that says why, drafts not shown',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(401);
      const text = await answer.text();
      expect(text).not.toContain('Entwurf');
      expect(text).toMatch(/Preview: access denied|Vorschau: kein Zugriff/);
    },
  );

  it('answers in German under /de/', async () => {
    expect(await (await get('/de/insight/neuer-beitrag/')).text()).toContain('Vorschau: kein Zugriff');
  });

  it.each([
    ['a wrong secret', `secret=${SECRET.slice(0, -1)}0`],
    ['an empty secret', 'secret='],
    ['two secrets', `secret=${SECRET}&secret=${SECRET}`],
    ['a secret far longer than any secret', `secret=${'a'.repeat(1_000)}`],
    ['a script', `secret=%3Cscript%3Ealert(1)%3C/script%3E`],
  ])('%s → 401, no cookie', async (_what, query) => {
    const answer = await get(`/de/insight/neuer-beitrag/?${query}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).not.toContain('<script>alert');
  });

  it('the right secret sets an HttpOnly SameSite cookie (not the secret itself) and redirects to the clean path', async () => {
    const answer = await get(`/de/insight/?topic=defi&secret=${SECRET}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de/insight/?topic=defi');
    const cookie = answer.headers.get('set-cookie');
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[0-9a-f]{64}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain(SECRET);
  });

  it('the cookie opens every page; a forged cookie does not', async () => {
    const cookie = await session();
    const page = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(GERMAN_DRAFT);
    for (const forged of [`${PREVIEW_COOKIE}=${SECRET}`, `${PREVIEW_COOKIE}=${'0'.repeat(64)}`, `${PREVIEW_COOKIE}=`]) {
      expect((await get('/', { Cookie: forged })).status).toBe(401);
    }
  });
});

describe('headers on every answer', () => {
  const answers = async () => {
    const cookie = await session();
    return [
      await get('/'),
      await get('/?secret=wrong'),
      await get(`/?secret=${SECRET}`),
      await get('/', { Cookie: cookie }),
      await get('/does-not-exist/', { Cookie: cookie }),
      await get('/%zz'),
    ];
  };

  it('X-Robots-Tag noindex, nofollow; never cached', async () => {
    for (const answer of await answers()) {
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('only the admin may frame it: frame-ancestors names the admin origin, no X-Frame-Options DENY', async () => {
    for (const answer of await answers()) {
      const directives = answer.headers.get('content-security-policy').split('; ');
      expect(directives.filter((d) => d.startsWith('frame-ancestors'))).toEqual([`frame-ancestors ${ADMIN}`]);
      expect(answer.headers.get('x-frame-options')).toBeNull();
    }
  });

  it("a page keeps the site's whole policy (its script hashes, sources, sandbox) with frame-ancestors the admin", async () => {
    const cookie = await session();
    const { policies, defaultPolicy } = readServingConfig(release);
    const site = policies['/de/insight/neuer-beitrag/index.html'];
    expect(site).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const page = await get('/de/insight/neuer-beitrag/', { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(withFrameAncestors(site, [ADMIN]));
    expect(page.headers.get('content-security-policy')).toContain(site.split('; frame-ancestors')[0]);
    // A file that is not a page keeps the sandbox the site gives it.
    const file = await get('/404.html', { Cookie: cookie });
    expect(file.headers.get('content-security-policy')).toBe(
      withFrameAncestors(policies['/404.html'] ?? defaultPolicy, [ADMIN]),
    );
  });

  it('withFrameAncestors replaces only frame-ancestors, in any case, and says none without an admin', () => {
    expect(withFrameAncestors("default-src 'self'; FRAME-ANCESTORS 'none'; img-src data:", [ADMIN])).toBe(
      `default-src 'self'; img-src data:; frame-ancestors ${ADMIN}`,
    );
    expect(withFrameAncestors("sandbox; default-src 'self'", [])).toBe(
      "sandbox; default-src 'self'; frame-ancestors 'none'",
    );
    expect(withFrameAncestors(undefined, [ADMIN, 'https://cms.example.com'])).toBe(
      `frame-ancestors ${ADMIN} https://cms.example.com`,
    );
  });

  it('the status line for odd targets stays a fast 4xx', async () => {
    expect(await rawStatus(base, 'GET', '/\\..\\etc/passwd')).toBe(400);
    expect(await rawStatus(base, 'GET', `/?secret=${'a'.repeat(5_000)}`)).toBe(414);
    expect(await rawStatus(base, 'POST', `/?secret=${SECRET}`)).toBe(405);
  });
});

describe('while the preview is being built', () => {
  it('before the first build: 503 "being updated" that reloads itself', async () => {
    const empty = await start(path.join(dir, 'no-release-yet'));
    const opened = await fetch(`${empty}/de/?secret=${SECRET}`, { redirect: 'manual' });
    const cookie = `${PREVIEW_COOKIE}=${cookieOf(opened)}`;
    const answer = await fetch(`${empty}/de/`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(text).toContain('Die Vorschau wird aktualisiert');
    expect(text).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('a page missing while a build runs reloads itself; without a build it is a plain 404', async () => {
    const cookie = await session();
    building = true;
    const during = await get('/new-page/', { Cookie: cookie });
    building = false;
    const after = await get('/new-page/', { Cookie: cookie });
    expect(during.status).toBe(404);
    expect(during.headers.get('refresh')).toBe(String(REFRESH_SECONDS));
    expect(after.status).toBe(404);
    expect(after.headers.get('refresh')).toBeNull();
  });
});

test('refuses to start with a short secret', () => {
  expect(() => createPreviewServer({ root: dir, secret: 'short' })).toThrow(/PREVIEW_SECRET/);
  expect(() => createPreviewServer({ root: dir })).toThrow(/PREVIEW_SECRET/);
});
