import fs from 'fs';
import path from 'path';
import {
  BLOCKING_REASONS,
  DEFAULT_LOCALE,
  LOCALE_CODES,
  CONTENT_TECHNICAL,
  isOffered,
  pagesTranslated,
  placeholderTexts,
  translationStatus,
  type LanguageCoverage,
  type Locale,
} from '@app/routing';

/**
 * The languages the site offers visitors (product rules §9 with docs/adding-a-locale.md): of LOCALES, those whose
 * UI strings are all translated, whose content has everything every page needs, and whose pages are translated to
 * at least SITE_LOCALE_THRESHOLD % (default 100) — "translated" by the one definition of `@app/routing`, so a
 * placeholder `[IT] …` counts as untranslated. A language that is not offered has no page, no entry in the
 * language switch, hreflang, sitemap, feeds, service worker, web app manifest or guide PDF, and its catalogues are
 * not published. Decided once per build from the CMS content (`sourceNodes`); every build step asks here.
 */

/** What the build decided, with what it measured per language (the build log and `site-languages.json` show it). */
export type SiteLanguages = {
  offered: Locale[];
  threshold: number;
  coverage: Array<LanguageCoverage & { offered: boolean; untranslatedPages: string[] }>;
};

/** Where the decision is kept for the build's worker processes and the next build. */
export const siteLanguagesFile = (siteDir: string) =>
  path.join(siteDir, '.cache', 'kastell-build', 'site-languages.json');

let current: SiteLanguages | undefined;

/** The languages of the previous build of `siteDir`, if it recorded them. */
export function recordedSiteLanguages(siteDir: string): SiteLanguages | undefined {
  const file = siteLanguagesFile(siteDir);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteLanguages;
}

/** Sets this build's languages (and keeps them for its workers and the next build). */
export function recordSiteLanguages(siteDir: string, languages: SiteLanguages): void {
  current = languages;
  fs.mkdirSync(path.dirname(siteLanguagesFile(siteDir)), { recursive: true });
  fs.writeFileSync(siteLanguagesFile(siteDir), JSON.stringify(languages, null, 2));
}

/**
 * The languages this build offers, in the order of LOCALES: as decided in `sourceNodes` (read from the recorded
 * decision in Gatsby's worker processes); every language of LOCALES before anything was decided (unit tests).
 */
export function siteLocales(siteDir = process.cwd()): readonly Locale[] {
  current ??= recordedSiteLanguages(siteDir);
  const offered = current?.offered;
  return offered ? LOCALE_CODES.filter((code) => offered.includes(code)) : LOCALE_CODES;
}

/** True when visitors are offered `locale` (a CMS node's locale, say). */
export const isSiteLocale = (locale: unknown, siteDir?: string): locale is Locale =>
  (siteLocales(siteDir) as readonly unknown[]).includes(locale);

/** UI strings of `locale` that keep it back — missing, empty or placeholders — over every catalogue. */
export function untranslatedStrings(localesDir: string, locale: string): number {
  const dir = (l: string) => path.join(localesDir, l);
  return fs
    .readdirSync(dir(DEFAULT_LOCALE))
    .filter((name) => name.endsWith('.json'))
    .reduce((sum, name) => {
      const read = (l: string) => {
        const file = path.join(dir(l), name);
        return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
      };
      const status = translationStatus(
        { [DEFAULT_LOCALE]: read(DEFAULT_LOCALE), [locale]: read(locale) },
        {
          source: DEFAULT_LOCALE,
        },
      )[locale]!;
      return sum + status.untranslated.filter((text) => BLOCKING_REASONS.has(text.reason)).length;
    }, 0);
}

/** What the decision reads from the content: the published pages by key and whether each is translated. */
export type ContentFacts = {
  pages: ReadonlyArray<{ locale: string; key: string; translated: boolean }>;
  /** Per locale, what every page needs but the language lacks (`global`, `the home page` …). */
  lacking: (locale: Locale) => string[];
  untranslatedStrings: (locale: Locale) => number;
};

/**
 * Decides which languages the site offers. The default language always; another one when it is translated enough
 * (`isOffered`) — or when the previous build offered it: a language the live site has is never silently taken
 * away, its gaps stop the build instead (`untranslatedPages` are then required pages the validation names).
 */
export function decideSiteLanguages(
  facts: ContentFacts,
  threshold: number,
  previous?: readonly string[],
): SiteLanguages {
  const sourceKeys = [...new Set(facts.pages.filter((p) => p.locale === DEFAULT_LOCALE).map((p) => p.key))].sort();
  const coverage = LOCALE_CODES.map((locale) => {
    const translated = new Set(facts.pages.filter((p) => p.locale === locale && p.translated).map((p) => p.key));
    const untranslatedPages = sourceKeys.filter((key) => !translated.has(key));
    const measured: LanguageCoverage = {
      locale,
      pages: sourceKeys.length,
      translatedPages: sourceKeys.length - untranslatedPages.length,
      lacking: facts.lacking(locale),
      untranslatedStrings: facts.untranslatedStrings(locale),
    };
    const offered = locale === DEFAULT_LOCALE || isOffered(measured, threshold) || !!previous?.includes(locale);
    return { ...measured, offered, untranslatedPages };
  });
  return { offered: coverage.filter((c) => c.offered).map((c) => c.locale as Locale), threshold, coverage };
}

/** The build log's lines about the languages: which are offered, and what keeps each other one back. */
export function formatSiteLanguages(languages: SiteLanguages): string[] {
  return languages.coverage.map((c) => {
    const pages = `${c.translatedPages} of ${c.pages} pages translated (${pagesTranslated(c)} %)`;
    if (c.offered) return `${c.locale}: offered — ${pages}`;
    const reasons = [
      `${pages}, the threshold is ${languages.threshold} %`,
      ...(c.untranslatedStrings > 0 ? [`${c.untranslatedStrings} UI strings untranslated (npm run i18n:check)`] : []),
      ...(c.lacking.length > 0 ? [`no published ${c.lacking.join(', ')}`] : []),
    ];
    return `${c.locale}: NOT offered to visitors — ${reasons.join('; ')}`;
  });
}

type Node = Record<string, unknown> & { id: string; internal: { type: string } };

/** The CMS content types every page of a language needs, by node type, as the build names them. */
const NEEDED: Readonly<Record<string, string>> = {
  STRAPI_GLOBAL: 'global settings',
  STRAPI_QUIZ: 'quiz',
  STRAPI_GUIDE: 'STO guide',
  STRAPI_TOPIC: 'topic',
  STRAPI_POST: 'article',
  STRAPI_CASE_STUDY: 'case study',
  STRAPI_TEAM_MEMBER: 'team member',
  STRAPI_SERVICE_ITEM: 'service',
};

/**
 * The facts `decideSiteLanguages` reads, from the build's CMS nodes (published content) and the catalogues in
 * `localesDir`. `fields` gives a node's content as the CMS holds it (`cmsFields` of the validation).
 */
export function contentFacts(
  nodesByType: (type: string) => Node[],
  fields: (node: Node) => Record<string, unknown>,
  localesDir: string,
): ContentFacts {
  const translated = (node: Node) => placeholderTexts(fields(node)).length === 0;
  const pages = nodesByType('STRAPI_PAGE').map((node) => ({
    locale: String(node.locale),
    key: String(node.key),
    translated: translated(node),
  }));
  return {
    pages,
    lacking: (locale) => [
      ...Object.entries(NEEDED)
        .filter(([type]) => !nodesByType(type).some((node) => node.locale === locale && translated(node)))
        .map(([, name]) => name),
      ...(pages.some((p) => p.locale === locale && p.key === 'home' && p.translated) ? [] : ['home page']),
    ],
    untranslatedStrings: (locale) => untranslatedStrings(localesDir, locale),
  };
}

/**
 * The build summary: per offered language other than the default, the published entries that are missing there or
 * not translated (a placeholder, a missing text, a text left as in the default language where another language has
 * its own — the definition `npm run i18n:check` and the admin's "Missing in …" use). `types` maps node types to the
 * content type names of the log.
 */
export function translationSummary(
  nodesByType: (type: string) => Node[],
  fields: (node: Node) => Record<string, unknown>,
  types: Readonly<Record<string, string>>,
  locales: readonly Locale[],
): string[] {
  const gaps = new Map<Locale, string[]>(locales.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l, []]));
  for (const [type, name] of Object.entries(types)) {
    const byDocument = new Map<string, Node[]>();
    for (const node of nodesByType(type)) {
      const id = String(node.documentId ?? node.id);
      byDocument.set(id, [...(byDocument.get(id) ?? []), node]);
    }
    for (const versions of byDocument.values()) {
      const named = versions.find((v) => v.locale === DEFAULT_LOCALE) ?? versions[0]!;
      const label = `${name} "${String(named.slug ?? named.key ?? named.title ?? named.documentId)}"`;
      const status = translationStatus(
        Object.fromEntries(
          LOCALE_CODES.map((l) => [
            l,
            versions.find((v) => v.locale === l) && fields(versions.find((v) => v.locale === l)!),
          ]),
        ),
        { source: DEFAULT_LOCALE, ignore: CONTENT_TECHNICAL },
      );
      for (const [locale, list] of gaps) {
        const version = status[locale]!;
        if (version.absent) list.push(`${label} (missing)`);
        else if (version.untranslated.length > 0)
          list.push(
            `${label} (${version.untranslated.length} untranslated text${version.untranslated.length === 1 ? '' : 's'})`,
          );
      }
    }
  }
  const total = [...gaps.values()].reduce((sum, list) => sum + list.length, 0);
  if (total === 0) return [`✔ Translations: every published entry is translated into ${locales.join(', ')}.`];
  return [
    `⚠ Translations: ${total} published entr${total === 1 ? 'y' : 'ies'} not translated into every language`,
    ...[...gaps].flatMap(([locale, list]) =>
      list.length === 0 ? [] : [`  missing in ${locale} (${list.length}):`, ...list.map((entry) => `    ${entry}`)],
    ),
  ];
}
