#!/usr/bin/env node
// `npm run i18n:check [-- --strict] [--locales it,de] [--cms http://localhost:1337]` (docs/translators.md): per
// language, how many UI strings and content texts are untranslated — missing, empty, placeholders (`[IT] …`) and
// texts identical to the source language where another language has its own — per file and per page or entry, and
// the first places. It fails on a missing or empty text and on a term docs/glossary.md bans; with --strict also on
// any untranslated text (npm test runs it so for the languages the site ships).
// Without --cms it checks the content fixtures (cms/fixtures); with it, the running CMS's published content.
import path from 'node:path';
import { LOCALE_CODES } from '@app/routing';
import { CMS_DIR, ROOT, parseEnvFile } from './lib/env.mjs';
import { checkCatalogues, checkFixtures, formatStatus } from './lib/i18n-check.mjs';
import { cmsTranslationProblems } from './lib/i18n-cms.mjs';
import { checkTerminology, formatTerminology } from './lib/terminology.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
};
const strict = args.includes('--strict');
const cmsUrl = option('cms');
const wanted = option('locales')
  ?.split(',')
  .map((code) => code.trim());
const unknown = (wanted ?? []).filter((code) => !(/** @type {readonly string[]} */ (LOCALE_CODES).includes(code)));
if (unknown.length > 0) {
  console.error(`✖ --locales: ${unknown.join(', ')} not in LOCALES (${LOCALE_CODES.join(', ')})`);
  process.exit(1);
}
const shown = wanted ?? [...LOCALE_CODES];

const catalogueTexts = /** @type {Record<string, number>} */ ({});
const catalogues = checkCatalogues(path.join(ROOT, 'locales'), [...LOCALE_CODES], { texts: catalogueTexts });
const contentTexts = /** @type {Record<string, number>} */ ({});
let content;
if (cmsUrl) {
  // The build token (from the environment, else the local cms/.env): the public may not populate page sections.
  const token = process.env.SITE_BUILD_TOKEN ?? parseEnvFile(path.join(CMS_DIR, '.env')).SITE_BUILD_TOKEN;
  content = await cmsTranslationProblems(cmsUrl, token, { texts: contentTexts });
} else {
  content = checkFixtures(path.join(ROOT, 'cms', 'fixtures'), [...LOCALE_CODES], { texts: contentTexts });
}
const source = cmsUrl ? `CMS ${cmsUrl}` : 'cms/fixtures';
const parts = [
  { name: 'UI catalogues (locales/)', problems: catalogues, texts: catalogueTexts },
  { name: `content (${source})`, problems: content, texts: contentTexts },
];
console.log(formatStatus(parts, shown));

// The glossary (docs/glossary.md) applies to the catalogues and fixtures of the repository.
const terms = checkTerminology(ROOT);
if (terms.length) console.log(`Terms the glossary bans (docs/glossary.md):\n${formatTerminology(terms)}`);

const checked = [...catalogues, ...content].filter((p) => shown.includes(p.locale));
const broken = checked.filter((p) => p.reason === 'missing' || p.reason === 'empty');
if (broken.length > 0) console.log(`✖ ${broken.length} missing or empty text(s): every language needs every text.`);
if (terms.length) console.log(`✖ ${terms.length} banned term(s) in the catalogues and fixtures.`);
if (strict && checked.length > 0)
  console.log(`✖ --strict: ${checked.length.toLocaleString('en')} untranslated text(s) in ${shown.join(', ')}.`);
process.exit(broken.length === 0 && terms.length === 0 && !(strict && checked.length > 0) ? 0 : 1);
