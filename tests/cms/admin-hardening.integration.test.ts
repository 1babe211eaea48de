/**
 * What a black-box probe of the CMS found open (issue #23), against the test CMS: the admin panel's
 * Content-Security-Policy, the `X-Powered-By` header, and the admin login's timing for unknown and existing
 * accounts.
 */
import fs from 'fs';
import path from 'path';
import { median } from '../../scripts/lib/median.mjs';
import { CMS_URL, adminToken, userWithRole } from '../support/cms';
import { rawRequest } from '../support/http';
import { visitorHeaders } from '../support/visitor';
import { waitFor } from '../support/wait';

const PREVIEW_ORIGIN = new URL(process.env.PREVIEW_URL ?? 'http://localhost:9103').origin;
const RUN = Date.now().toString(36);

/** A Content-Security-Policy header as `{ directive: sources }`. */
function directives(policy: string | string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

describe("the admin panel's Content-Security-Policy", () => {
  it.each(['/admin/', '/admin/auth/login', '/admin/content-manager'])(
    '%s: scripts from the CMS only, requests to the CMS and the preview only',
    async (target) => {
      const answer = await rawRequest(CMS_URL, { path: target });
      expect(answer.status).toBe(200);
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'", PREVIEW_ORIGIN]);
      expect(policy['frame-src']).toEqual([PREVIEW_ORIGIN]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
    },
  );

  it('fits the admin as built: its page loads one module script from the CMS and has no inline script', async () => {
    const page = await rawRequest(CMS_URL, { path: '/admin/' });
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/admin\/[^"]+\.js"/);
      expect(body!.trim()).toBe('');
    }
  });

  it('the API answers carry the same policy (and nobody frames the CMS)', async () => {
    const policy = directives(
      (await rawRequest(CMS_URL, { path: '/api/posts?locale=en' })).headers['content-security-policy'],
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe('X-Powered-By', () => {
  it.each(['/_health', '/api/posts?locale=en', '/admin/', '/does-not-exist', '/api/contact'])(
    '%s does not say what the CMS runs on',
    async (target) => {
      const answer = await rawRequest(CMS_URL, { path: target });
      expect(answer.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe('the admin login takes as long for an unknown address as for an existing account', () => {
  /** Rounds per account: Strapi allows five login attempts per address and client in five minutes. */
  const ROUNDS = 3;
  const ACCOUNTS = 3;

  async function attempt(email: string): Promise<{ ms: number; status: number; body: string }> {
    const started = performance.now();
    const answer = await rawRequest(CMS_URL, {
      method: 'POST',
      path: '/admin/login',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Not-The-Passw0rd!' }),
    });
    return { ms: performance.now() - started, status: answer.status, body: answer.text };
  }

  it(`median of ${ROUNDS * ACCOUNTS} wrong-password attempts per kind, interleaved`, async () => {
    const token = await adminToken();
    const accounts: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) accounts.push((await userWithRole(token, 'Content editor')).email);
    const existing: Array<Awaited<ReturnType<typeof attempt>>> = [];
    const unknown: Array<Awaited<ReturnType<typeof attempt>>> = [];
    await attempt(`warm-up-${RUN}@example.com`);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, email] of accounts.entries()) {
        existing.push(await attempt(email));
        unknown.push(await attempt(`nobody-${round}-${i}-${RUN}@example.com`));
      }
    }
    // The same answer for both kinds …
    const answers = new Set([...existing, ...unknown].map((a) => `${a.status} ${a.body}`));
    expect([...answers]).toEqual([expect.stringMatching(/^400 .*Invalid credentials/)]);
    // … after the same time: one password comparison each (≈ 60 ms here; without one, an unknown address took 3–7 ms).
    const existingMs = median(existing.map((a) => a.ms))!;
    const unknownMs = median(unknown.map((a) => a.ms))!;
    console.log(`admin login medians: existing ${existingMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`);
    // Within 40 % of each other, however loaded the machine is; without the comparison the ratio was about 1:20.
    expect(Math.min(existingMs, unknownMs) / Math.max(existingMs, unknownMs)).toBeGreaterThan(0.6);
  });
});

describe('sign-in credentials', () => {
  const STATE = path.resolve(__dirname, '../../.state');
  const secret = `Query-Passw0rd-${RUN}`;
  /** The admin's authentication routes, each with credentials sent in the query string. */
  const withQuery: Array<[string, string]> = [
    ['POST', `/admin/login?email=editor%40example.com&password=${secret}`],
    ['POST', `/admin/login?password=${secret}`],
    ['POST', `/admin/register-admin?email=x%40example.com&password=${secret}`],
    ['POST', `/admin/register?registrationToken=x&password=${secret}`],
    ['POST', `/admin/forgot-password?email=editor%40example.com`],
    ['POST', `/admin/reset-password?resetPasswordToken=x&password=${secret}`],
    ['POST', `/admin/access-token?refreshToken=${secret}`],
    ['GET', `/admin/registration-info?registrationToken=x&password=${secret}`],
  ];

  it.each(withQuery)('%s %s → 400: credentials count only in a JSON body', async (method, target) => {
    for (const body of ['{}', `{"email":"","password":"${secret}"}`]) {
      const answer = await rawRequest(CMS_URL, {
        method,
        path: target,
        headers: { 'Content-Type': 'application/json', ...visitorHeaders() },
        body: method === 'GET' ? undefined : body,
      });
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(answer.json.error).toEqual(expect.objectContaining({ status: 400, name: 'ValidationError' }));
    }
  });

  it('a form-encoded login is a 415, an e-mail that is not text a 400', async () => {
    const form = await rawRequest(CMS_URL, {
      method: 'POST',
      path: '/admin/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...visitorHeaders() },
      body: `email=editor%40example.com&password=${secret}`,
    });
    expect(form.status).toBe(415);
    const list = await rawRequest(CMS_URL, {
      method: 'POST',
      path: '/admin/login',
      headers: { 'Content-Type': 'application/json', ...visitorHeaders() },
      body: JSON.stringify({ email: ['editor@example.com'], password: secret }),
    });
    expect(list.status).toBe(400);
  });

  it('one rate-limit bucket per address, however it is written: the sixth wrong password is refused', async () => {
    const address = `throttle-${RUN}@example.com`;
    const spellings = [
      address,
      address.toUpperCase(),
      ` ${address}`,
      `${address} `,
      `\t${address}`,
      ` Throttle-${RUN}@Example.com `,
    ];
    const statuses: number[] = [];
    for (const email of spellings) {
      const answer = await rawRequest(CMS_URL, {
        method: 'POST',
        path: '/admin/login',
        headers: { 'Content-Type': 'application/json', ...visitorHeaders() },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('the CMS log never holds a query string: no password from a login URL', async () => {
    const marker = `/admin/login-check-${RUN}`;
    await rawRequest(CMS_URL, { method: 'POST', path: `${marker}?password=${secret}`, headers: visitorHeaders() });
    await rawRequest(CMS_URL, {
      method: 'POST',
      path: `/admin/login?email=editor%40example.com&password=${secret}`,
      headers: { 'Content-Type': 'application/json', ...visitorHeaders() },
      body: '{}',
    });
    const logs = () =>
      fs
        .readdirSync(STATE)
        .filter((name) => name.endsWith('.log'))
        .map((name) => fs.readFileSync(path.join(STATE, name), 'utf8'));
    // The request reached a log of this run (the path is there), its query string did not.
    const found = await waitFor(logs, (texts) => texts.some((text) => text.includes(marker)), {
      timeoutMs: 10_000,
      message: 'the request never reached a CMS log in .state/',
    });
    expect(found.filter((text) => text.includes(secret))).toEqual([]);
  });
});

describe('the relation pickers of the content manager', () => {
  type Attribute = { type: string };
  type Schema = { uid: string; attributes: Record<string, Attribute> };
  const roles = ['Content editor', 'Translator (German)', 'Inbox'] as const;
  let tokens: Record<string, string>;
  let schemas: Schema[];

  beforeAll(async () => {
    const admin = await adminToken();
    tokens = { 'Super Admin': admin };
    for (const role of roles) tokens[role] = (await userWithRole(admin, role)).token;
    const answer = await fetch(`${CMS_URL}/content-manager/content-types`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    schemas = ((await answer.json()) as { data: Schema[] }).data;
  }, 60_000);

  const pickers = () =>
    schemas.flatMap((schema) =>
      Object.entries(schema.attributes)
        .filter(([, attribute]) => attribute.type === 'relation')
        .map(([field]) => `/content-manager/relations/${schema.uid}/${field}?locale=en`),
    );
  const status = async (target: string, token: string) =>
    (await fetch(`${CMS_URL}${target}`, { headers: { Authorization: `Bearer ${token}` } })).status;

  it('answer 403 where a role may not read the field, never 500: every relation of every type, every role', async () => {
    const targets = pickers();
    expect(targets.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const [role, token] of Object.entries(tokens)) {
      for (const target of targets) {
        const answer = await status(target, token);
        if (answer >= 500) broken.push(`${role} ${target} ${answer}`);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);

  it('the Inbox gets 403 for a post’s topics; the Content editor picks them', async () => {
    const target = '/content-manager/relations/api::post.post/topics?locale=en';
    expect(await status(target, tokens.Inbox!)).toBe(403);
    expect(await status(target, tokens['Content editor']!)).toBe(200);
  });
});
