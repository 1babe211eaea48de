import { PROBLEM_CODES, problemMessage, type ProblemCode } from '@app/content-rules';
import type { Locale } from '@app/routing';
import { text } from '../lib/catalogue';
import { fieldTrail } from './field-labels';

/** A content problem as the site build hands it over (packages/rebuild `ContentProblem`). */
type ContentProblem = {
  contentType?: unknown;
  locale?: unknown;
  entry?: unknown;
  field?: unknown;
  code?: unknown;
  params?: unknown;
};
type SchemaOf = (uid: string) => Readonly<Record<string, { type: string; component?: string }>> | undefined;

/** What the admin shows of a failed build: its kind and, for refused content, one sentence per problem. */
export type ReasonView = { kind: 'content' | 'cms-unreachable' | 'technical'; lines: string[] };

const RULE_CODES: ReadonlySet<string> = new Set(PROBLEM_CODES);
const BUILD_CODES = new Set(['missing', 'linksMissing', 'noPublishedEntry', 'routesMissing']);
const SHOWN = 3;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** `chapters[1].body` → `['chapters', 1, 'body']` */
const pathOf = (field: string) =>
  field
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));

function sentence(problem: ContentProblem, locale: Locale, schemaOf: SchemaOf): string {
  const code = str(problem.code);
  const params = (typeof problem.params === 'object' && problem.params !== null ? problem.params : {}) as Record<
    string,
    string
  >;
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const what = RULE_CODES.has(code)
    ? problemMessage({ path: [], code: code as ProblemCode, severity: 'error', params }, t)
    : BUILD_CODES.has(code)
      ? t(`checks:build.${code}`, params)
      : t('checks:build.missing');
  const contentType = str(problem.contentType);
  const field = str(problem.field);
  const where = field ? fieldTrail(schemaOf, `api::${contentType}.${contentType}`, pathOf(field), locale) : '';
  const entry = `${str(problem.entry)} (${str(problem.locale).toUpperCase()})`;
  return where ? `${entry} · ${where}: ${what}` : `${entry}: ${what}`;
}

/**
 * A failed build's reason in the editor's admin language: for refused content, which entry and field and why (the
 * first three; "… and N more"); otherwise only its kind — the admin says it in words, the server log has the rest.
 */
export function describeReason(reason: unknown, locale: Locale, schemaOf: SchemaOf): ReasonView {
  const value = (typeof reason === 'object' && reason !== null ? reason : {}) as { kind?: unknown; problems?: unknown };
  if (value.kind === 'cms-unreachable') return { kind: 'cms-unreachable', lines: [] };
  if (value.kind !== 'content' || !Array.isArray(value.problems)) return { kind: 'technical', lines: [] };
  const problems = value.problems as ContentProblem[];
  const lines = problems.slice(0, SHOWN).map((problem) => sentence(problem, locale, schemaOf));
  if (problems.length > SHOWN)
    lines.push(text(locale, 'checks:build.more', { count: String(problems.length - SHOWN) }));
  return { kind: 'content', lines };
}
