#!/usr/bin/env node
// `npm run i18n:where -- /it/about/` (docs/translators.md): the UI catalogue keys and the CMS entries a page of the
// site draws on, each with how much is untranslated in the page's language — where to translate what a page shows.
import { LOCALE_CODES } from '@app/routing';
import { ROOT } from './lib/env.mjs';
import { formatWhere, whereIs } from './lib/i18n-where.mjs';

const [url] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!url) {
  console.error('Usage: npm run i18n:where -- <page path>   (e.g. npm run i18n:where -- /it/about/)');
  process.exit(1);
}
try {
  console.log(formatWhere(whereIs(ROOT, url, [...LOCALE_CODES]), url));
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
