// Published content of a running CMS compared across languages: shared by `npm run i18n:check -- --cms` and the
// site build's translation summary.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_QUERIES, SINGLE_TYPES, createCmsClient } from '@app/cms-client';
import { LOCALE_CODES } from '@app/routing';
import { CMS_DIR } from './env.mjs';
import { checkCms } from './i18n-check.mjs';

const MISSING = 'missing in this language';

/** Every published entry of `type` in `locale`, completely (a single type: its one entry, if any). */
async function entriesOf(client, type, locale) {
  const query = { locale, ...CONTENT_QUERIES[type] };
  if (!SINGLE_TYPES.includes(type)) return client.findAll(type, query);
  const answer = await client
    .get(type, query)
    .catch((e) => (e.info?.status === 404 ? { data: null } : Promise.reject(e)));
  return answer.data ? [answer.data] : [];
}

/** Every missing or empty translation of the published content at `cmsUrl` (problems as `checkCms` returns). */
export async function cmsTranslationProblems(cmsUrl, token) {
  const client = createCmsClient({ baseUrl: cmsUrl, token });
  return checkCms(Object.keys(CONTENT_QUERIES), [...LOCALE_CODES], (type, locale) => entriesOf(client, type, locale));
}

/** The fields `checkCms` names an entry by (key, slug, title), per collection's REST name, from the CMS schemas. */
export function labelFields(apiDir = path.join(CMS_DIR, 'src', 'api')) {
  const fields = {};
  for (const api of fs.readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const type of fs.readdirSync(typesDir)) {
      const file = path.join(typesDir, type, 'schema.json');
      if (!fs.existsSync(file)) continue;
      const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
      fields[schema.info.pluralName] = ['key', 'slug', 'title'].filter((name) => name in schema.attributes);
    }
  }
  return fields;
}

/**
 * The published entries missing in a language (the `missing in this language` problems of
 * `cmsTranslationProblems`, named the same way), read from each collection entry's id and name only: the summary
 * after every site build must not read every field of thousands of articles. `fetch` is for tests.
 * @param {string} cmsUrl
 * @param {string} token
 * @param {{ fetch?: typeof fetch }} [options]
 */
export async function cmsMissingTranslations(cmsUrl, token, { fetch } = {}) {
  const client = createCmsClient({ baseUrl: cmsUrl, token, ...(fetch ? { fetch } : {}) });
  const names = labelFields();
  const problems = await checkCms(Object.keys(CONTENT_QUERIES), [...LOCALE_CODES], (type, locale) =>
    !SINGLE_TYPES.includes(type) && names[type]?.length > 0
      ? client.findAll(type, { locale, fields: names[type] })
      : entriesOf(client, type, locale),
  );
  return problems.filter((p) => p.problem === MISSING);
}
