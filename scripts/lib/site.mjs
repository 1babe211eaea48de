// Building the static site against a running CMS.
import path from 'node:path';
import { writeServingConfig } from '../../deploy/site-build-config.mjs';
import { LOCALE_CODES } from '../../packages/routing/dist/index.js';
import { ROOT, SITE_DIR, ensureCmsSecrets } from './env.mjs';
import { formatMissingSummary } from './i18n-check.mjs';
import { cmsTranslationProblems } from './i18n-cms.mjs';
import { run } from './processes.mjs';

const GATSBY_BIN = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');

/**
 * `gatsby build` reading content from `cmsUrl` with the read-only build token, then the build's serving
 * configuration (per-page CSP, id redirects) for the static server and nginx, and a summary of the published
 * entries missing in a language.
 */
export async function buildSite({ cmsUrl, siteUrl, cmsPublicUrl = cmsUrl, env = {} }) {
  const { SITE_BUILD_TOKEN } = ensureCmsSecrets();
  await run(process.execPath, [GATSBY_BIN, 'build'], {
    cwd: SITE_DIR,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CMS_URL: cmsUrl,
      CMS_PUBLIC_URL: cmsPublicUrl,
      SITE_URL: siteUrl,
      SITE_BUILD_TOKEN: process.env.SITE_BUILD_TOKEN ?? SITE_BUILD_TOKEN,
      ...env,
    },
  });
  writeServingConfig(path.join(SITE_DIR, 'public'), { cmsPublicUrl });
  await printTranslationSummary(cmsUrl, process.env.SITE_BUILD_TOKEN ?? SITE_BUILD_TOKEN);
}

/** Names the published entries missing in a language (a report, never a build failure). */
async function printTranslationSummary(cmsUrl, token) {
  try {
    console.log(formatMissingSummary(await cmsTranslationProblems(cmsUrl, token), [...LOCALE_CODES]));
  } catch (error) {
    console.warn(`⚠ Translations: summary unavailable (${error.message})`);
  }
}
