// `npm run i18n:where -- /it/about/`: what a page of the site is made of, for its translator — the UI catalogue keys
// its code names and the CMS entries (content fixtures) it shows — each with how much of it is untranslated in the
// page's language. Read from the site's source and the fixtures, so it works for a language the site does not offer
// yet: the page's template, the sections the page has and the components they import, followed import by import.
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_TECHNICAL,
  DEFAULT_LOCALE,
  STATIC_ROUTES,
  flattenTexts,
  isPlaceholder,
  parseLocalizedPath,
  translationStatus,
} from '@app/routing';
import { readSchemas } from './add-locale.mjs';

/** The CMS page's `template` → the template file that renders it (`site/src/build/pages.ts`, PAGE_TEMPLATES). */
export function pageTemplates(root) {
  const source = fs.readFileSync(path.join(root, 'site', 'src', 'build', 'pages.ts'), 'utf8');
  const table = /const PAGE_TEMPLATES[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1];
  if (!table) throw new Error('PAGE_TEMPLATES not found in site/src/build/pages.ts');
  return Object.fromEntries([...table.matchAll(/'?([\w-]+)'?\s*:\s*'([\w-]+)'/g)].map((m) => [m[1], m[2]]));
}

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** `sections.call-to-action` → the folder of its view, `site/src/sections/CallToAction`. */
export const sectionFolder = (uid) =>
  uid
    .replace(/^sections\./, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The fixture of the page at `urlPath` (a locale-neutral path): a page of the route table, an article or a case
 * study. Returns `{ file, template, fixture }` relative to the fixtures folder, or undefined.
 */
export function fixtureOfPath(fixturesDir, urlPath, templates) {
  const pagesDir = path.join(fixturesDir, 'pages');
  for (const name of fs.readdirSync(pagesDir).filter((n) => n.endsWith('.json'))) {
    const fixture = read(path.join(pagesDir, name));
    const key = fixture.key ?? name.replace(/\.json$/, '');
    if ((STATIC_ROUTES[key] ?? fixture[DEFAULT_LOCALE]?.path) === urlPath) {
      return { file: `pages/${name}`, template: templates[fixture.template] ?? 'page', fixture };
    }
  }
  const slugged = [
    { pattern: /^\/insight\/([^/]+)\/$/, folder: 'posts', template: 'post' },
    { pattern: /^\/case-studies\/([^/]+)\/$/, folder: 'case-studies', template: 'case-study' },
  ];
  for (const { pattern, folder, template } of slugged) {
    const slug = pattern.exec(urlPath)?.[1];
    if (!slug) continue;
    for (const name of fs.readdirSync(path.join(fixturesDir, folder)).filter((n) => n.endsWith('.json'))) {
      const fixture = read(path.join(fixturesDir, folder, name));
      const slugs = Object.values(fixture).map((version) => version?.slug);
      if (slugs.includes(decodeURIComponent(slug))) return { file: `${folder}/${name}`, template, fixture };
    }
  }
  return undefined;
}

const RESOLVE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The site source files a page's code runs, from its template, import by import (relative imports under
 * `site/src`; no build-time code, no tests). Of the section views only those of `sections` are followed: the page
 * renders no other.
 */
export function sourceFiles(siteSrc, template, sections) {
  const wanted = new Set(sections.map(sectionFolder));
  const seen = new Set();
  const queue = [path.join(siteSrc, 'templates', `${template}.tsx`)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), spec);
      const target = RESOLVE.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!target || !/\.tsx?$/.test(target) || /\.test\.tsx?$/.test(target)) continue;
      const relative = path.relative(siteSrc, target).split(path.sep);
      if (relative[0] === 'build') continue;
      if (relative[0] === 'sections' && relative.length > 2 && !wanted.has(relative[1])) continue;
      queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * The catalogue keys a source file names (`nav:pages.about`; a key built at run time as its prefix with `*`,
 * `nav:pages.*`), with the namespaces of its `useTranslation(…)` for keys without one.
 */
export function keysOfSource(source) {
  const namespaces = [...source.matchAll(/useTranslation\(\s*(?:'([\w-]+)'|\[([^\]]*)\])/g)].flatMap((m) =>
    m[1] ? [m[1]] : [...m[2].matchAll(/'([\w-]+)'/g)].map((n) => n[1]),
  );
  const fallback = namespaces[0] ?? 'common';
  const named = [
    ...[...source.matchAll(/\bt\(\s*(['"`])((?:(?!\1).)*)\1/g)].map((m) => m[2]),
    ...[...source.matchAll(/catalogueText\([^,]+,\s*'([^']+)'/g)].map((m) => m[1]),
    ...[...source.matchAll(/i18nKey=["']([^"']+)["']/g)].map((m) => m[1]),
  ];
  return [
    ...new Set(
      named.map((key) => {
        const literal = key.includes('${') ? `${key.slice(0, key.indexOf('${'))}*` : key;
        return literal.includes(':') ? literal : `${fallback}:${literal}`;
      }),
    ),
  ].sort();
}

/** The CMS content types a source file reads (`allStrapiPost` → `post`; a section's `@localeCollection`). */
export function typesOfSource(source) {
  const kebab = (name) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return [
    ...new Set([
      ...[...source.matchAll(/\b(?:allStrapi|strapi)([A-Z][A-Za-z]+)\b/g)]
        .filter((m) => !m[1].startsWith('Component'))
        .map((m) => kebab(m[1])),
      ...[...source.matchAll(/@localeCollection\(type: "STRAPI_([A-Z_]+)"/g)].map((m) =>
        m[1].toLowerCase().replace(/_/g, '-'),
      ),
    ]),
  ].sort();
}

/** A catalogue key (`ns:dotted.key`, or a prefix ending in `*`) → the matching keys of the namespace's catalogue. */
function expandKey(localesDir, locale, key) {
  const [ns, dotted] = key.split(':');
  const file = path.join(localesDir, locale, `${ns}.json`);
  if (!fs.existsSync(file)) return [];
  const flat = [...flattenTexts(read(file))];
  const matches = dotted.endsWith('*')
    ? flat.filter(([k]) => k.startsWith(dotted.slice(0, -1)))
    : flat.filter(([k]) => k === dotted || k.startsWith(`${dotted}_`));
  return matches.map(([k, text]) => ({ file: `locales/${locale}/${ns}.json`, key: k, text }));
}

/** How much of a fixture's version in `locale` is untranslated (the definition i18n:check counts by). */
function fixtureStatus(fixture, locale, locales) {
  const versions = Object.fromEntries(locales.map((l) => [l, fixture[l]]));
  const status = translationStatus(versions, { source: DEFAULT_LOCALE, ignore: CONTENT_TECHNICAL })[locale];
  return status ? { texts: status.texts, untranslated: status.untranslated.length } : undefined;
}

/**
 * What the page at `url` (`/it/about/`) is made of: its language, fixture and template, the catalogue keys its code
 * names (each with its text in the page's language and whether that is a placeholder) and the fixtures of the CMS
 * entries it shows, each with its untranslated count there.
 */
export function whereIs(root, url, locales) {
  const { locale, path: urlPath } = parseLocalizedPath(url);
  const fixturesDir = path.join(root, 'cms', 'fixtures');
  const page = fixtureOfPath(fixturesDir, urlPath, pageTemplates(root));
  if (!page) throw new Error(`${url}: no page of the site (not a route, article or case study of the fixtures)`);
  const version = page.fixture[locale] ?? page.fixture[DEFAULT_LOCALE] ?? {};
  const sections = (version.sections ?? []).map((s) => s.__component).filter(Boolean);
  const siteSrc = path.join(root, 'site', 'src');
  const files = sourceFiles(siteSrc, page.template, sections);
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const localesDir = path.join(root, 'locales');
  const strings = [...new Set(sources.flatMap(keysOfSource))]
    .flatMap((key) => expandKey(localesDir, locale, key))
    .map((entry) => ({ ...entry, placeholder: isPlaceholder(entry.text) }));
  const schemas = readSchemas(root);
  const folderOf = (singular) =>
    [...schemas.types].find(([name, schema]) => !name.endsWith('.json') && schema.uid.endsWith(`.${singular}`))?.[0];
  const entryFiles = new Set([page.file]);
  for (const type of new Set(sources.flatMap(typesOfSource))) {
    if (fs.existsSync(path.join(fixturesDir, `${type}.json`))) entryFiles.add(`${type}.json`);
    const folder = folderOf(type);
    if (folder && folder !== 'pages' && fs.existsSync(path.join(fixturesDir, folder))) {
      for (const name of fs
        .readdirSync(path.join(fixturesDir, folder))
        .filter((n) => n.endsWith('.json'))
        .sort())
        entryFiles.add(`${folder}/${name}`);
    }
  }
  for (const topic of page.fixture.topics ?? []) entryFiles.add(`topics/${topic}.json`);
  const entries = [...entryFiles].map((file) => ({
    file: `cms/fixtures/${file}`,
    ...fixtureStatus(read(path.join(fixturesDir, file)), locale, locales),
  }));
  return { locale, path: urlPath, page: `cms/fixtures/${page.file}`, template: page.template, strings, entries };
}

/** The report as `npm run i18n:where` prints it. */
export function formatWhere(found, url) {
  const untranslated = found.strings.filter((s) => s.placeholder).length;
  const lines = [
    `${url} — ${found.page}, template site/src/templates/${found.template}.tsx, language ${found.locale}`,
    `UI strings (${found.strings.length}, ${untranslated} marked for translation):`,
  ];
  const byFile = new Map();
  for (const s of found.strings) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  for (const [file, list] of [...byFile].sort()) {
    lines.push(`  ${file}`);
    for (const s of list) lines.push(`    ${s.placeholder ? '✖' : '✔'} ${s.key}: ${JSON.stringify(s.text)}`);
  }
  lines.push(`CMS entries (${found.entries.length}; in the admin: the same entry, language ${found.locale}):`);
  for (const e of found.entries) {
    const status = e.texts === undefined ? 'no version' : `${e.untranslated} of ${e.texts} texts untranslated`;
    lines.push(`  ${e.untranslated ? '✖' : '✔'} ${e.file}: ${status}`);
  }
  return lines.join('\n');
}
