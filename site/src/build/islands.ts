import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { isSiteLocale } from './site-locales';

/** The webpack entry of the island runtime (`src/islands/runtime/entry.ts`). */
export const ISLANDS_ENTRY = 'islands';

/** The UI catalogues (`locales/<lang>/<namespace>.json`) the browser may load, by language and namespace. */
export type LocaleFiles = Record<string, Record<string, string>>;

const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');
/**
 * Catalogues that only the CMS and the build use (e-mails, content checks, upload refusals) never ship to browsers,
 * nor those of a language the site does not offer (still being translated).
 */
const SERVER_ONLY = new Set(['emails', 'checks', 'uploads']);

function catalogues(): Array<{ locale: string; ns: string; file: string; hash: string }> {
  return fs
    .readdirSync(LOCALES_DIR)
    .filter((locale) => fs.statSync(path.join(LOCALES_DIR, locale)).isDirectory() && isSiteLocale(locale))
    .flatMap((locale) =>
      fs
        .readdirSync(path.join(LOCALES_DIR, locale))
        .filter((name) => name.endsWith('.json') && !SERVER_ONLY.has(name.replace(/\.json$/, '')))
        .map((name) => {
          const file = path.join(LOCALES_DIR, locale, name);
          const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
          return { locale, ns: name.replace(/\.json$/, ''), file, hash };
        }),
    );
}

const urlOf = (c: { locale: string; ns: string; hash: string }) => `/locales/${c.locale}/${c.ns}-${c.hash}.json`;

/** Content-hashed URLs of the catalogues (immutable, like the scripts), for the island runtime. */
export function localeFiles(): LocaleFiles {
  const files: LocaleFiles = {};
  for (const c of catalogues()) (files[c.locale] ??= {})[c.ns] = urlOf(c);
  return files;
}

/** Copies the catalogues into the built site under their hashed names. */
export function writeLocaleFiles(publicDir: string): void {
  for (const c of catalogues()) {
    const target = path.join(publicDir, urlOf(c));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(c.file, target);
  }
}

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };

/** The script files of the island runtime's entry (webpack runtime first), from the stats of the browser build. */
export function islandScripts(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats;
  const group = stats.namedChunkGroups[ISLANDS_ENTRY];
  if (!group) throw new Error(`webpack built no "${ISLANDS_ENTRY}" entry (see onCreateWebpackConfig)`);
  return group.assets.map((a) => `/${a.name}`).filter((name) => name.endsWith('.js'));
}

/** The island scripts the preview service passes (`PREVIEW_ISLAND_SCRIPTS`, a JSON list of site paths), checked. */
export function previewIslandScripts(value: string | undefined): string[] {
  const parsed: unknown = JSON.parse(value ?? '[]');
  if (!Array.isArray(parsed) || !parsed.every((src) => typeof src === 'string' && /^\/[\w.-]+\.js$/.test(src)))
    throw new Error(`PREVIEW_ISLAND_SCRIPTS must list script paths such as "/islands-1a2b.js", got ${String(value)}`);
  return parsed as string[];
}
