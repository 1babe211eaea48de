#!/usr/bin/env node
// `npm run locale:add -- <code> [--iso <language tag>] [--no-mark]` (docs/adding-a-locale.md): adds a language to
// LOCALES, copies the catalogues and every content fixture into it (every text marked "[IT] " until translated,
// unless --no-mark), compiles the shared packages and renders nginx's rules for the new path prefix. The CMS seeds
// the marked versions as drafts, and the site offers the language once it is translated.
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { addLocale, localeEntry } from './lib/add-locale.mjs';
import { buildPackages } from './lib/packages.mjs';
import { run } from './lib/processes.mjs';

const PRETTIER = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const mark = !args.includes('--no-mark');
const iso = option('iso');
const [code] = args.filter((a) => !a.startsWith('--'));
if (!code) {
  console.error(
    'Usage: npm run locale:add -- <code> [--iso <language tag>] [--no-mark]   (e.g. npm run locale:add -- fr)',
  );
  process.exit(1);
}
try {
  await buildPackages();
  // Loaded after the build above: the compiled list of languages as it is now, and the rules that say which fields
  // hold keys and links.
  const { DEFAULT_LOCALE, LOCALE_CODES } = await import('@app/routing');
  const { CONTENT_RULES } = await import('@app/content-rules');
  const entry = localeEntry(code, iso);
  const marker = mark ? `[${code.toUpperCase()}] ` : '';
  const written = await addLocale({
    root: ROOT,
    entry,
    locales: [...LOCALE_CODES],
    from: DEFAULT_LOCALE,
    marker,
    rules: CONTENT_RULES,
  });
  console.log(`✔ LOCALES: ${JSON.stringify(entry)} (packages/routing/src/locales.ts)`);
  const files = [...written.catalogues, ...written.fixtures];
  await run(process.execPath, [PRETTIER, '--write', '--log-level', 'warn', ...files], { cwd: ROOT });
  console.log(`✔ ${written.catalogues.length} catalogues in locales/${code}/, ${written.fixtures.length} fixtures`);
  await buildPackages();
  await run(process.execPath, [path.join(ROOT, 'deploy', 'render-nginx.mjs')], { cwd: ROOT });
  console.log('✔ nginx rules (deploy/nginx/) rendered for the new path prefix');
  console.log(
    mark
      ? `Next: npm run i18n:check names what is left; translate what is marked (npm run i18n:where -- /${code}/ lists a page's texts), then npm start.`
      : `Next: translate locales/${code}/ and the "${code}" versions in cms/fixtures/, then npm start.`,
  );
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
