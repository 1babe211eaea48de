import { PROBLEM_CODES, problemMessage, type ProblemCode } from '@app/content-rules';
import { STATIC_ROUTES, isLocale, isPageKey, localizePath, type Locale } from '@app/routing';
import { text } from '../lib/catalogue';
import { fieldTrail } from './field-labels';

/** A content problem as the site build hands it over (packages/rebuild `ContentProblem`). */
type ContentProblem = {
  documentId?: unknown;
  contentType?: unknown;
  locale?: unknown;
  entry?: unknown;
  field?: unknown;
  code?: unknown;
  params?: unknown;
};
type SchemaOf = (uid: string) => Readonly<Record<string, { type: string; component?: string }>> | undefined;

/** How the admin names things: fields (from the schema), content types and languages, in the admin's language. */
export type Naming = {
  schemaOf: SchemaOf;
  typeName: (uid: string, locale: Locale) => string;
  languageName: (code: string, locale: Locale) => string;
};

/**
 * An entry a refused build is about, so its edit view can say so: by document (a problem in its fields) or, for a
 * route without its page, by the page keys the language lacks.
 */
export type ReasonTarget = { uid: string; locale: string; documentId?: string; keys?: string[]; line: string };

/** What the admin shows of a failed build: its kind and, for refused content, one sentence per problem. */
export type ReasonView = {
  kind: 'content' | 'cms-unreachable' | 'technical';
  lines: string[];
  targets?: ReasonTarget[];
};

const RULE_CODES: ReadonlySet<string> = new Set(PROBLEM_CODES);
const BUILD_CODES = new Set(['missing', 'linksMissing', 'noPublishedEntry', 'routesMissing']);
const SHOWN = 3;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const uidOf = (contentType: string) => `api::${contentType}.${contentType}`;
/** `chapters[1].body` → `['chapters', 1, 'body']` */
const pathOf = (field: string) =>
  field
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));

/** The route keys a routesMissing problem lists. */
const routeList = (routes: string) =>
  routes
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

/** A route key with its address in the language: "imprint (/de/imprint/)". */
const routeWithAddress = (key: string, locale: string) =>
  isPageKey(key) && isLocale(locale) ? `${key} (${localizePath(STATIC_ROUTES[key], locale)})` : key;

/**
 * The entry as the admin names it: "Post “launch-day” (German)", "STO guide (German)"; the build names an entry by
 * content type and slug or key (`post "launch-day"`), a whole type or the site's pages by the content type alone.
 */
function entryLabel(problem: ContentProblem, locale: Locale, naming: Naming): string {
  const contentType = str(problem.contentType);
  const name = /"(.*)"$/.exec(str(problem.entry))?.[1];
  const type = naming.typeName(uidOf(contentType), locale);
  const language = naming.languageName(str(problem.locale), locale);
  const [open, close] = locale === 'de' ? ['„', '“'] : ['“', '”'];
  return name ? `${type} ${open}${name}${close} (${language})` : `${type} (${language})`;
}

function what(problem: ContentProblem, locale: Locale): string {
  const code = str(problem.code);
  const params = (typeof problem.params === 'object' && problem.params !== null ? problem.params : {}) as Record<
    string,
    string
  >;
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  if (code === 'routesMissing') {
    const shown = routeList(params.routes ?? '').map((key) => routeWithAddress(key, str(problem.locale)));
    return t('checks:build.routesMissing', { routes: shown.join(', ') });
  }
  if (RULE_CODES.has(code))
    return problemMessage({ path: [], code: code as ProblemCode, severity: 'error', params }, t);
  return BUILD_CODES.has(code) ? t(`checks:build.${code}`, params) : t('checks:build.missing');
}

function sentence(problem: ContentProblem, locale: Locale, naming: Naming): string {
  const field = str(problem.field);
  const uid = uidOf(str(problem.contentType));
  const where = field ? fieldTrail(naming.schemaOf, uid, pathOf(field), locale) : '';
  const entry = entryLabel(problem, locale, naming);
  return where ? `${entry} · ${where}: ${what(problem, locale)}` : `${entry}: ${what(problem, locale)}`;
}

function targetOf(problem: ContentProblem, line: string): ReasonTarget | null {
  const uid = uidOf(str(problem.contentType));
  const locale = str(problem.locale);
  const documentId = str(problem.documentId);
  if (documentId) return { uid, locale, documentId, line };
  if (str(problem.code) !== 'routesMissing') return null;
  const routes = (problem.params as { routes?: unknown } | undefined)?.routes;
  return { uid, locale, keys: routeList(str(routes)), line };
}

/**
 * A failed build's reason in the editor's admin language: for refused content, which entry (type, name, language)
 * and field and why (the first three; "… and N more"), and for each problem the entry it is about (`targets`, every
 * problem, so the entry's own edit view says it too); otherwise only its kind — the admin says it in words, the
 * server log has the rest.
 */
export function describeReason(reason: unknown, locale: Locale, naming: Naming): ReasonView {
  const value = (typeof reason === 'object' && reason !== null ? reason : {}) as { kind?: unknown; problems?: unknown };
  if (value.kind === 'cms-unreachable') return { kind: 'cms-unreachable', lines: [] };
  if (value.kind !== 'content' || !Array.isArray(value.problems)) return { kind: 'technical', lines: [] };
  const problems = value.problems as ContentProblem[];
  const sentences = problems.map((problem) => sentence(problem, locale, naming));
  const lines = sentences.slice(0, SHOWN);
  if (problems.length > SHOWN)
    lines.push(text(locale, 'checks:build.more', { count: String(problems.length - SHOWN) }));
  const targets = problems
    .map((problem, i) => targetOf(problem, sentences[i]!))
    .filter((target): target is ReasonTarget => target !== null);
  return { kind: 'content', lines, targets };
}
