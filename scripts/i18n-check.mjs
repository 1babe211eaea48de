#!/usr/bin/env node
// `npm run i18n:check [-- --cms http://localhost:1337]`: lists every UI string and content field that
// exists in one language but is missing or empty in another, and every term docs/glossary.md bans; exits 1 when
// there is any.
// Without --cms it checks the content fixtures (cms/fixtures); with it, the running CMS's published content.
import path from 'node:path';
import { LOCALE_CODES } from '@app/routing';
import { CMS_DIR, ROOT, parseEnvFile } from './lib/env.mjs';
import { checkCatalogues, checkFixtures, formatProblems } from './lib/i18n-check.mjs';
import { cmsTranslationProblems } from './lib/i18n-cms.mjs';
import { checkTerminology, formatTerminology } from './lib/terminology.mjs';

const cmsIndex = process.argv.indexOf('--cms');
const cmsUrl = cmsIndex > 0 ? process.argv[cmsIndex + 1] : undefined;

const catalogueProblems = checkCatalogues(path.join(ROOT, 'locales'), [...LOCALE_CODES]);
let contentProblems;
if (cmsUrl) {
  // The build token (from the environment, else the local cms/.env): the public may not populate page sections.
  const token = process.env.SITE_BUILD_TOKEN ?? parseEnvFile(path.join(CMS_DIR, '.env')).SITE_BUILD_TOKEN;
  contentProblems = await cmsTranslationProblems(cmsUrl, token);
} else {
  contentProblems = checkFixtures(path.join(ROOT, 'cms', 'fixtures'), [...LOCALE_CODES]);
}

const source = cmsUrl ? `CMS ${cmsUrl}` : 'cms/fixtures';
if (catalogueProblems.length) console.log(`UI catalogues (locales/):\n${formatProblems(catalogueProblems)}`);
if (contentProblems.length) console.log(`Content (${source}):\n${formatProblems(contentProblems)}`);
// The glossary (docs/glossary.md) applies to the catalogues and fixtures of the repository.
const terms = checkTerminology(ROOT);
if (terms.length) console.log(`Terms the glossary bans (docs/glossary.md):\n${formatTerminology(terms)}`);
const total = catalogueProblems.length + contentProblems.length;
console.log(
  total === 0
    ? `✔ Every UI string and content field exists in ${LOCALE_CODES.join(' and ')} (content: ${source}).`
    : `✖ ${total} missing or empty translation(s).`,
);
if (terms.length) console.log(`✖ ${terms.length} banned term(s) in the catalogues and fixtures.`);
process.exit(total === 0 && terms.length === 0 ? 0 : 1);
