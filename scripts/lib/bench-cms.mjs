// What the build and publish benchmarks do to a throw-away CMS: plain JSON calls, one admin, an editor's edit.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SITE_DIR } from './env.mjs';
import { run } from './processes.mjs';

/** A JSON call to the CMS at `cmsUrl`: `(method, url, token?, body?)`, rejecting with the answer on a non-2xx. */
export function cmsCaller(cmsUrl) {
  return async (method, url, token, body) => {
    const response = await fetch(cmsUrl + url, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** Registers the first admin of a fresh CMS database; resolves with its token. */
export async function registerBenchAdmin(call, { email = 'bench@example.com', lastname = 'Mark' } = {}) {
  const { data } = await call('POST', '/admin/register-admin', undefined, {
    email,
    password: 'Bench-Passw0rd!',
    firstname: 'Bench',
    lastname,
  });
  return data.token;
}

/** Changes a post's German title and publishes it, as an editor does in the admin. */
export async function publishGermanTitle(call, token, documentId, title) {
  const base = `/content-manager/collection-types/api::post.post/${documentId}`;
  await call('PUT', `${base}?locale=de`, token, { title });
  await call('POST', `${base}/actions/publish?locale=de`, token, {});
}

/** Pages of a built site: its index.html files outside Gatsby's data and asset folders. */
export function countPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    if (e.isDirectory())
      return (
        n + (['page-data', 'static', '_gatsby', 'media'].includes(e.name) ? 0 : countPages(path.join(dir, e.name)))
      );
    return n + (e.name === 'index.html' ? 1 : 0);
  }, 0);
}

/** `gatsby clean`: the next build is a cold one. */
export function gatsbyClean() {
  return run(process.execPath, [path.join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'clean'], {
    cwd: SITE_DIR,
    stdio: 'ignore',
  });
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * What a build's sourcing step fetched from the CMS, read from the patched gatsby-source-strapi's line
 * `Strapi fetched in full: post 1/24, global 0/2, …` (entries fetched in full / entries that exist, per content
 * type; patches/README.md). Gatsby wraps the line at 80 columns when its output is not a terminal; the message
 * ends at the blank line after it. `fetched` and `of` sum the types; undefined when the build printed no such line.
 */
export function fetchedInFull(output) {
  const messages = [...output.replace(ANSI, '').matchAll(/Strapi fetched in full:([\s\S]*?)(?:\n\s*\n|$)/g)];
  if (messages.length === 0) return undefined;
  const types = [...messages.at(-1)[1].matchAll(/([a-z][\w-]*)\s+(\d+)\/(\d+)/g)].map(([, type, fetched, of]) => ({
    type,
    fetched: Number(fetched),
    of: Number(of),
  }));
  const sum = (key) => types.reduce((n, t) => n + t[key], 0);
  return { fetched: sum('fetched'), of: sum('of'), types };
}
