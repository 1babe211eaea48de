// Shared configuration of the orchestration scripts: ports, URLs and the CMS secrets file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_PREVIEW_SECRETS, CMS_REQUIRED_SECRETS } from '@app/cms-client';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');
export const SITE_DIR = path.join(ROOT, 'site');

/** Secrets a checkout generates once into cms/.env (git-ignored), never committed: the CMS's and the rebuild service's. */
const SECRET_KEYS = /** @type {const} */ ([
  ...CMS_REQUIRED_SECRETS,
  ...CMS_PREVIEW_SECRETS,
  // The rebuild service checks it on every webhook the CMS sends (header X-Rebuild-Secret).
  'REBUILD_WEBHOOK_SECRET',
]);

const randomSecret = (key) =>
  key === 'APP_KEYS'
    ? Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64')).join(',')
    : crypto.randomBytes(32).toString('hex');

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function parseEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const entries = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) entries[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return entries;
}

/**
 * Returns the CMS secrets: from the process environment when set (production, CI), else from
 * cms/.env, generating and saving any that are missing.
 * @returns {Record<(typeof SECRET_KEYS)[number], string>}
 */
export function ensureCmsSecrets(envFile = path.join(CMS_DIR, '.env')) {
  const fromFile = parseEnvFile(envFile);
  const missing = SECRET_KEYS.filter((k) => !process.env[k] && !fromFile[k]);
  if (missing.length > 0) {
    const lines = missing.map((k) => `${k}=${randomSecret(k)}`);
    const prefix = fs.existsSync(envFile) && !fs.readFileSync(envFile, 'utf8').endsWith('\n') ? '\n' : '';
    fs.appendFileSync(envFile, prefix + lines.join('\n') + '\n', { mode: 0o600 });
    Object.assign(fromFile, parseEnvFile(envFile));
  }
  return /** @type {Record<(typeof SECRET_KEYS)[number], string>} */ (
    Object.fromEntries(SECRET_KEYS.map((k) => [k, process.env[k] ?? fromFile[k]]))
  );
}

const int = (name, fallback) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
};

/**
 * The environment variables a process started by a test needs, each one set and not empty; a clear error naming
 * the missing ones otherwise.
 * @template {string} Name
 * @param {readonly Name[]} names
 * @returns {Record<Name, string>}
 */
export function requiredEnv(names) {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) throw new Error(`missing environment: ${missing.join(', ')}`);
  return /** @type {Record<Name, string>} */ (Object.fromEntries(names.map((name) => [name, process.env[name]])));
}

/** Ports and URLs, each overridable by environment variable (docs/operations.md "Configuration"). */
export function config() {
  const cmsPort = int('CMS_PORT', 1337);
  const sitePort = int('SITE_PORT', 9000);
  const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`;
  return {
    cmsHost: process.env.CMS_HOST ?? '127.0.0.1',
    cmsPort,
    cmsUrl,
    cmsPublicUrl: process.env.CMS_PUBLIC_URL ?? cmsUrl,
    sitePort,
    siteHost: process.env.SITE_HOST ?? '127.0.0.1',
    siteUrl: process.env.SITE_URL ?? `http://localhost:${sitePort}`,
    rebuildHost: process.env.REBUILD_HOST ?? '127.0.0.1',
    rebuildPort: int('REBUILD_PORT', 9090),
    previewHost: process.env.PREVIEW_HOST ?? '127.0.0.1',
    previewPort: int('PREVIEW_PORT', 9091),
    previewUrl: process.env.PREVIEW_URL ?? `http://localhost:${int('PREVIEW_PORT', 9091)}`,
    // The preview's renderer (`gatsby develop`), on loopback behind the preview server.
    previewRendererPort: int('PREVIEW_RENDERER_PORT', int('PREVIEW_PORT', 9091) + 1),
  };
}
