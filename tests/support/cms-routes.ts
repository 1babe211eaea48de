import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { dbTargetFromEnv } from './db';

/** One route the CMS's router serves (tests/support/dump-cms-routes.cjs). */
export type CmsRoute = {
  type: 'admin' | 'content-api';
  method: string;
  path: string;
  /** `admin`, `plugin::<name>` or `api::<name>`; null for a router entry no route definition explains. */
  owner: string | null;
  /** `<controller>.<action>`, `inline` for a function, null when unknown. */
  handler: string | null;
  /** False for a route without login (`config.auth: false`). */
  auth: boolean;
  policies: string[];
  middlewares: string[];
};

const ROOT = path.resolve(__dirname, '..', '..');
const STATE_DIR = path.join(ROOT, '.state');

/** The environment that points a CMS process at the test CMS's database. */
function databaseEnv(): NodeJS.ProcessEnv {
  const target = dbTargetFromEnv();
  return target.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: target.url }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: target.file };
}

/**
 * Every route of the test CMS's admin and content-API routers, read from the router of the compiled CMS loaded on
 * the test database (once per test run and database; kept in `.state/`). A route added to the CMS or by a plugin is
 * in the list without anyone writing it down.
 */
export async function cmsRoutes(): Promise<CmsRoute[]> {
  const database = process.env.CMS_DB_FILE ?? process.env.CMS_DATABASE_URL ?? '';
  const key = Buffer.from(database).toString('base64url').slice(-40);
  const file = path.join(STATE_DIR, `cms-routes-${key}.json`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(STATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}`;
    // Asynchronously: a blocked event loop would leave the HTTP client with connections the CMS has closed.
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'dump-cms-routes.cjs'), partial], {
      cwd: path.join(ROOT, 'cms'),
      env: { ...process.env, ...databaseEnv(), SEED_FIXTURES: 'false', OUTBOX_DELIVERY: 'false', CMS_COMMAND: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    fs.renameSync(partial, file);
  }
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as CmsRoute[];
  if (routes.length < 100) throw new Error(`only ${routes.length} routes read from the CMS's router`);
  return routes;
}

/** `METHOD /path` of a route, the key of rule tables. */
export const routeKey = (route: Pick<CmsRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A route's path with its parameters (`:model`, `:id` …) filled in; throws on a parameter `values` lacks. */
export function fillPath(routePath: string, values: Record<string, string>): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${routePath}`);
    return encodeURIComponent(value);
  });
}
