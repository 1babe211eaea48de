/**
 * Fields the CMS maintains itself (`system-fields.ts`); whatever a client sends for them is ignored. Their names
 * live apart from the code that keeps them: the admin panel's bundle reads them too and must not load server code.
 * - `languages` (shared by all language versions): the languages an entry is translated into, e.g. "en, de" — a
 *   version that exists but still has untranslated texts (a placeholder `[IT] …`, a missing text; the definition of
 *   `@app/routing`) does not count. The Content Manager filters on it ("Missing in German": `languages` does not
 *   contain `de`);
 * - `formerSlugs` (per language, on types whose slug is their address): the slugs a published version had before
 *   its slug changed. The site build redirects each former address to the current one.
 */
export const LANGUAGES_FIELD = 'languages';
export const FORMER_SLUGS_FIELD = 'formerSlugs';

/** The list views' filter for entries without a German version (the admin's "Missing in German" button). */
export const MISSING_LOCALE_OPERATOR = '$notContains';
