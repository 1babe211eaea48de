/**
 * The proxy in front of the CMS (deploy/cms-proxy.conf with the committed snippets of deploy/cms-proxy/),
 * run by Debian's nginx in front of an echo upstream (scripts/lib/deploy-stack.mjs, started by
 * scripts/test.mjs or scripts/test-deploy.mjs): the echo's answer shows exactly what reached the CMS.
 */
import net from 'net';
import { listRequest, searchRequest, topicRequest } from '../support/runtime-queries';

const PUBLIC = process.env.CMS_PROXY_URL ?? 'http://cms-proxy-url-not-set.invalid';
const ADMIN = process.env.CMS_PROXY_ADMIN_URL ?? 'http://cms-proxy-admin-url-not-set.invalid';
const RESTRICTED_ADMIN = process.env.CMS_PROXY_RESTRICTED_ADMIN_URL ?? 'http://restricted-admin-not-set.invalid';

type Echo = { served: number; method: string; url: string; headers: Record<string, string>; body: string };

/** A raw request line as a client could send it (fetch would normalize `..`, `//` and case in some spots). */
async function raw(base: string, target: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${target}`, { redirect: 'manual', ...init });
  const text = await response.text();
  return { response, text, echo: response.headers.get('x-upstream') === 'echo' ? (JSON.parse(text) as Echo) : null };
}

/** Sends one HTTP/1.1 request line as written and returns the status line and whether the echo answered. */
function rawRequestLine(base: string, target: string): Promise<{ status: number; reachedCms: boolean }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: cms.example.com\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve({ status: Number(answer.split(' ')[1]), reachedCms: /^x-upstream: echo/im.test(answer) }),
    );
    socket.on('error', reject);
  });
}

describe('public listener: what reaches the CMS', () => {
  test.each([
    ['the list page', listRequest({ page: 3 })],
    ['a topic page', topicRequest('defi')],
    ['the topics', '/api/topics?locale=de&fields[0]=name&fields[1]=slug&sort[0]=name%3Aasc'],
  ])('%s passes unchanged, as an anonymous visitor', async (_name, target) => {
    const { response, echo } = await raw(PUBLIC, target, {
      headers: { Authorization: 'Bearer stolen', Cookie: 'jwt=abc', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(response.status).toBe(200);
    expect(echo?.url).toBe(target);
    expect(echo?.headers.authorization).toBeUndefined();
    expect(echo?.headers.cookie).toBeUndefined();
    // The visitor's own X-Forwarded-For is replaced by the address the proxy saw.
    expect(echo?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test('a read is answered from the micro-cache the second time, per Origin', async () => {
    const target = listRequest({ locale: 'de', page: 7 });
    const first = await raw(PUBLIC, target);
    const second = await raw(PUBLIC, target);
    expect(first.response.headers.get('x-cache-status')).toBe('MISS');
    expect(second.response.headers.get('x-cache-status')).toBe('HIT');
    expect(second.echo?.served).toBe(first.echo?.served);
    const otherOrigin = await raw(PUBLIC, target, { headers: { Origin: 'https://elsewhere.example' } });
    expect(otherOrigin.response.headers.get('x-cache-status')).toBe('MISS');
    expect(otherOrigin.echo?.served).not.toBe(first.echo?.served);
  });

  test('form routes pass POST bodies and their CORS preflight', async () => {
    for (const path of ['/api/contact', '/api/newsletter', '/api/token-deployments']) {
      const body = JSON.stringify({ email: 'a@example.com' });
      const posted = await raw(PUBLIC, path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(posted.echo).toMatchObject({ method: 'POST', url: path, body });
      const preflight = await raw(PUBLIC, path, { method: 'OPTIONS' });
      expect(preflight.echo?.method).toBe('OPTIONS');
    }
    const confirm = await raw(PUBLIC, '/api/newsletter/confirm?token=abc');
    expect(confirm.echo?.url).toBe('/api/newsletter/confirm?token=abc');
  });

  test('uploaded media pass; uploads are never written through the public listener', async () => {
    const image = await raw(PUBLIC, '/uploads/cover_3f2a1b.webp');
    expect(image.echo?.url).toBe('/uploads/cover_3f2a1b.webp');
    // The admin, on its own origin, loads media from here (UPLOADS_PUBLIC_URL): readable, without credentials.
    expect(image.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(image.response.headers.get('access-control-allow-credentials')).toBeNull();
    const put = await raw(PUBLIC, '/uploads/cover_3f2a1b.webp', { method: 'PUT', body: 'x' });
    expect(put.response.status).toBe(404);
    expect(put.echo).toBeNull();
  });
});

describe('public listener: everything else answers 404 without reaching the CMS', () => {
  test.each([
    '/admin',
    '/admin/',
    '/admin/auth/login',
    '/ADMIN',
    '/api/users',
    '/api/users/me',
    '/api/auth/local',
    '/api/upload',
    '/api/posts/1',
    '/api/posts/',
    '/API/posts',
    '/api//posts',
    '/api/%70osts',
    '/api/posts%2F..%2Fusers',
    '/api/posts/../users',
    '/api/topics;x=1',
    '/content-manager/collection-types/api::post.post',
    '/i18n/locales',
    '/_health',
    '/uploads/',
    '/uploads/a/b.png',
    '/uploads/%2e%2e/cms.db',
    '/graphql',
    '/',
    '/<script>alert(1)</script>',
  ])('%s', async (target) => {
    const { response, echo, text } = await raw(PUBLIC, target);
    expect(echo).toBeNull();
    expect(response.status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  });

  test('a path that climbs above the root is refused by nginx itself (400)', async () => {
    const { response, echo } = await raw(PUBLIC, '/uploads/..%2F..%2Fconfig%2Fdatabase.js');
    expect(response.status).toBe(400);
    expect(echo).toBeNull();
  });

  test.each([
    ['POST', '/api/posts'],
    ['PUT', '/api/posts'],
    ['DELETE', '/api/topics'],
    ['GET', '/api/contact'],
    ['GET', '/api/newsletter'],
    ['DELETE', '/api/newsletter/unsubscribe'],
  ])('%s %s', async (method, target) => {
    const { response, echo } = await raw(PUBLIC, target, { method, ...(method === 'GET' ? {} : { body: '{}' }) });
    expect(echo).toBeNull();
    expect(response.status).toBe(404);
  });

  test('a form body above the form limit is refused by the proxy', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(40 * 1024) });
    const { response, echo } = await raw(PUBLIC, '/api/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(echo).toBeNull();
  });
});

describe('public listener: searches are limited per client, list and topic reads are not', () => {
  test('a burst of distinct searches gets 429 with Retry-After once the burst allowance is spent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => raw(PUBLIC, searchRequest(`token ${i} ${Date.now()}`))),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    const refused = answers.find((a) => a.response.status === 429)!;
    expect(refused.echo).toBeNull();
    expect(refused.response.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(refused.text)).toMatchObject({ error: { status: 429, name: 'RateLimitError' } });
  });

  test('the same burst of list and topic pages is answered in full', async () => {
    const targets = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? listRequest({ page: 100 + i }) : topicRequest(`topic-${i}`),
    );
    const answers = await Promise.all(targets.map((target) => raw(PUBLIC, target)));
    expect(answers.map((a) => a.response.status)).toEqual(targets.map(() => 200));
  });

  test.each([
    ['an unknown parameter', `${listRequest()}&populate=*`],
    ['another spelling of a list parameter', listRequest().replace('pagination[page]', 'pagination%5Bpage%5D')],
    ['a filter the site never sends', `${listRequest()}&filters[title][%24containsi]=x`],
  ])('%s counts as a search', async (_name, target) => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => raw(PUBLIC, `${target}&n=${i}`)));
    expect(answers.some((a) => a.response.status === 429)).toBe(true);
  });
});

describe('admin listener', () => {
  test('serves the whole CMS to allowed addresses, with the forwarded address set by the proxy', async () => {
    const { response, echo } = await raw(ADMIN, '/admin/auth/login', {
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(response.status).toBe(200);
    expect(echo?.url).toBe('/admin/auth/login');
    expect(echo?.headers['x-forwarded-for']).toBe('127.0.0.1');
    const upload = await raw(ADMIN, '/upload', { method: 'POST', body: 'x'.repeat(100 * 1024) });
    expect(upload.echo?.body.length).toBe(100 * 1024);
  });

  test.each([
    '/uploads/poc_1a2b3c.shtml',
    '/uploads/cover_3f2a1b.webp',
    '/UPLOADS/poc_1a2b3c.shtml',
    '/Uploads/',
    '//uploads/poc_1a2b3c.shtml',
    '/%75ploads/poc_1a2b3c.shtml',
    '/uploads%2Fpoc_1a2b3c.shtml',
    '/robots.txt/../uploads/poc_1a2b3c.shtml',
    '/x/./../uploads/poc_1a2b3c.shtml',
  ])('never serves an uploaded file from the admin’s origin: %s → 404, the CMS never asked', async (target) => {
    const { status, reachedCms } = await rawRequestLine(ADMIN, target);
    expect(reachedCms).toBe(false);
    expect(status).toBe(404);
  });

  test('refuses addresses outside admin-access.conf, whatever X-Forwarded-For says', async () => {
    for (const target of ['/admin', '/admin/', '/api/posts', '/content-manager/init']) {
      const { response, echo } = await raw(RESTRICTED_ADMIN, target, { headers: { 'X-Forwarded-For': '192.0.2.10' } });
      expect(response.status).toBe(403);
      expect(echo).toBeNull();
    }
  });
});

describe('public listener: request lines fetch would normalize, sent raw', () => {
  const rawLine = (target: string) => rawRequestLine(PUBLIC, target);

  test.each([
    '/api/posts/../../admin',
    '/api/posts/./',
    '/uploads/../admin',
    '/uploads/./x.png/../../admin/',
    'http://cms.example.com/admin',
    '//admin',
    '/api/posts#/admin',
  ])('%s never reaches the CMS', async (target) => {
    const { status, reachedCms } = await rawLine(target);
    expect(reachedCms).toBe(false);
    expect([400, 404]).toContain(status);
  });

  test('the raw spelling of an allowed read still passes', async () => {
    expect(await rawLine('/api/topics?locale=en')).toEqual({ status: 200, reachedCms: true });
  });
});
