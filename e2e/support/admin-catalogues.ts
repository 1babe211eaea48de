import fs from 'node:fs';
import path from 'node:path';
import {
  GERMAN_ADMIN_SUPPLEMENT,
  GERMAN_COMPONENT_NAMES,
  GERMAN_LABELS,
  GERMAN_OPTION_LABELS,
  GERMAN_TYPE_NAMES,
} from '../../cms/src/editorial/labels-de';
import { labelTranslations } from '../../cms/src/editorial/layouts';

type Catalogue = Record<string, string>;
const ROOT = path.resolve(__dirname, '..', '..');
const STRAPI = path.join(ROOT, 'node_modules', '@strapi');
/** The admin's plugins and the prefix their messages get (the admin's own have none). */
const PLUGINS: Readonly<Record<string, string>> = {
  admin: '',
  'content-manager': 'content-manager.',
  upload: 'upload.',
  i18n: 'i18n.',
  email: 'email.',
  'plugin-users-permissions': 'users-permissions.',
};

function strapiCatalogue(plugin: string, language: 'en' | 'de'): Catalogue {
  const folder = plugin === 'admin' ? 'admin/dist/admin/admin/src/translations' : `${plugin}/dist/admin/translations`;
  const file = path.join(STRAPI, folder, `${language}.json.js`);
  if (!fs.existsSync(file)) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi ships its catalogues as CommonJS modules
  const loaded = require(file) as { default?: Catalogue } & Catalogue;
  const messages = loaded.default ?? loaded;
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${PLUGINS[plugin]}${key}`, text]));
}

const ours = (name: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'src', 'admin', 'translations', name), 'utf8')) as Catalogue;

/** Every message of the admin in English: Strapi's and ours. */
export function englishAdmin(): Catalogue {
  return Object.assign({}, ...Object.keys(PLUGINS).map((p) => strapiCatalogue(p, 'en')), ours('en.json'));
}

/** Every message the German admin has (the same layering as `cms/src/admin/app.tsx`). */
export function germanAdmin(): Catalogue {
  return Object.assign(
    {},
    ...Object.keys(PLUGINS).map((p) => strapiCatalogue(p, 'de')),
    ours('strapi-de.json'),
    ours('de.json'),
    labelTranslations((label) => GERMAN_LABELS[label]),
    GERMAN_ADMIN_SUPPLEMENT,
    GERMAN_OPTION_LABELS,
    GERMAN_TYPE_NAMES,
    GERMAN_COMPONENT_NAMES,
  );
}

/**
 * The English texts the German admin would show untranslated: messages without a German version, as they read
 * (placeholders and plurals make a pattern of the fixed words around them). Words both languages share ("Status",
 * "Filter") are left out: a German text of the same wording exists.
 */
export function untranslatedTexts(): Array<{ key: string; english: string; pattern: RegExp }> {
  const english = englishAdmin();
  const german = germanAdmin();
  const germanWordings = new Set(Object.values(german).map((text) => text.trim()));
  return Object.entries(english)
    .filter(([key, text]) => german[key] === undefined && !germanWordings.has(text.trim()))
    .map(([key, text]) => ({ key, english: text, pattern: patternOf(text) }))
    .filter(({ pattern }) => pattern.source.replace(/\\s\+|\.\+\?/g, '').length >= 6);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-text pattern of an ICU message: `{…}` parts (values, plurals) match anything. */
function patternOf(message: string): RegExp {
  const fixed: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) fixed.push(current);
      if (depth === 0) current = '';
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) current += char;
  }
  fixed.push(current);
  const parts = fixed.map((part) => escape(part.trim()).replace(/\s+/g, '\\s+'));
  return new RegExp(`^${parts.join('.+?')}$`);
}
