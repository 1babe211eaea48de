import fs from 'fs';
import path from 'path';
import { visitorHeaders } from './visitor';

/** HTTP helpers for tests against the running test CMS (CMS_URL set by scripts/test.mjs). */
export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1341';
/** Where the test run keeps its state (scripts/test.mjs). */
const STATE_DIR = path.resolve(__dirname, '../../.state');

export type JsonResponse<T = any> = { status: number; body: T };

/** A JSON request to the CMS, from the running test's own client address (support/visitor.ts). */
export async function request<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; baseUrl?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...visitorHeaders() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${options.baseUrl ?? CMS_URL}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: body as T };
}

export const get = <T = any>(path: string, token?: string, baseUrl?: string) =>
  request<T>('GET', path, { token, baseUrl });

/** The editor of the tests: registers the first admin (a fresh database has none) or logs in. */
export const EDITOR = {
  email: 'editor@example.com',
  password: 'Editor-Passw0rd!',
  firstname: 'Erika',
  lastname: 'Editor',
};

/**
 * The editor's admin token on the test CMS (or the one at `baseUrl`). Strapi throttles admin logins per address
 * and e-mail (a handful per five minutes), and every test file runs in its own module scope: the token is kept
 * in `.state/` for the test run's database, and a new login happens only when it no longer works.
 */
export async function adminToken(baseUrl = CMS_URL): Promise<string> {
  const file = path.join(STATE_DIR, `admin-token-${new URL(baseUrl).port}.json`);
  const database = process.env.CMS_DB_FILE ?? process.env.CMS_DATABASE_URL ?? '';
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { database: string; token: string };
    if (cached.database === database) {
      const me = await request('GET', '/admin/users/me', { token: cached.token, baseUrl });
      if (me.status === 200) return cached.token;
    }
  } catch {
    /* no token kept yet */
  }
  const token = await loginOrRegister(baseUrl);
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ database, token }));
  return token;
}

/** Registers the first admin (a fresh database has none) or logs in. */
async function loginOrRegister(baseUrl: string): Promise<string> {
  const registered = await request<{ data?: { token: string } }>('POST', '/admin/register-admin', {
    body: EDITOR,
    baseUrl,
  });
  if (registered.status === 200 || registered.status === 201) return registered.body.data!.token;
  const login = await request<{ data?: { token: string } }>('POST', '/admin/login', {
    body: { email: EDITOR.email, password: EDITOR.password },
    baseUrl,
  });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data!.token;
}

/** The admin roles the CMS creates at boot (cms/src/bootstrap/admin-roles.ts), by name. */
export type RoleName = 'Content editor' | `Translator (${string})` | 'Inbox';

/**
 * Creates an admin user with the role as the admin UI does (invite, then register) and returns their e-mail,
 * password and token. `adminToken` is a Super Admin's.
 */
export async function userWithRole(
  adminTokenValue: string,
  roleName: RoleName,
  names: { firstname: string; lastname: string } = { firstname: roleName, lastname: 'Test' },
): Promise<{ email: string; password: string; token: string }> {
  const roles = await request('GET', '/admin/roles', { token: adminTokenValue });
  const role = (roles.body.data as Array<{ id: number; name: string }>).find((r) => r.name === roleName);
  if (!role) throw new Error(`no admin role "${roleName}": ${roles.status}`);
  const email = `${(names.firstname + roleName).replace(/\W/g, '').toLowerCase()}-${Date.now()}@example.com`;
  const password = 'Role-Passw0rd!';
  const invited = await request('POST', '/admin/users', {
    token: adminTokenValue,
    body: { email, ...names, roles: [role.id] },
  });
  if (invited.status !== 201) throw new Error(`invite ${roleName}: ${invited.status} ${JSON.stringify(invited.body)}`);
  const registered = await request('POST', '/admin/register', {
    body: {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { ...names, password },
    },
  });
  if (registered.status !== 200) throw new Error(`register ${roleName}: ${registered.status}`);
  return { email, password, token: registered.body.data.token };
}

/** Keys of a Content Manager answer that its edit form does not send back. */
const DOCUMENT_KEYS = new Set(['id', 'documentId', 'status', 'createdAt', 'updatedAt', 'publishedAt', 'localizations']);

/** The fields of a Content Manager document as the admin's edit form sends them back on save. */
export function formValues(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !DOCUMENT_KEYS.has(key)));
}
