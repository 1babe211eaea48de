import { isIconName } from '@app/icons';
import { QUIZ_RULES, quizProblems } from '@app/quiz';
import { isPageKey, isPlaceholder } from '@app/routing';
import { missingGlyphs } from './glyphs';
import { strippedMarkup, type StrippedMarkup } from './markdown';
import { rulesOf } from './rules';
import { isPublicAddress, isSafeHref } from './safe-url';

/** Every kind of problem the rules find; each has its sentence in `locales/<l>/checks.json` (`problems.<code>`). */
export const PROBLEM_CODES = [
  'unsafeLink',
  'notPublicAddress',
  'unknownIcon',
  'missingAlt',
  'unprintable',
  'strippedMarkup',
  'unknownPage',
  'tooFewItems',
  'quiz',
  'untranslated',
  'figureMissing',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/**
 * One thing wrong with an entry. `path` names the field as the CMS form does (`['chapters', 0, 'body']`);
 * an error stops publishing (and the site build), a warning is shown to the editor and changes nothing else.
 */
export type Problem = {
  path: Array<string | number>;
  code: ProblemCode;
  severity: 'error' | 'warning';
  params: Record<string, string>;
};

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const listed = (values: readonly string[]) => values.join(' ');
const shortened = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

/** A decimal as the CMS may send it: a number, or its text (PostgreSQL's `numeric`). */
const decimal = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** The quiz's fields in the shape `@app/quiz` checks (decimals as numbers, the default threshold filled in). */
function scorableQuiz(fields: Fields) {
  const questions = fields.questions;
  return {
    threshold: decimal(fields.threshold ?? QUIZ_RULES.defaultThreshold),
    durationMinutes: fields.durationMinutes ?? undefined,
    questions: Array.isArray(questions)
      ? questions.map((question: unknown) => {
          const answers = isRecord(question) ? question.answers : undefined;
          return {
            answers: Array.isArray(answers)
              ? answers.map((a: unknown) => ({
                  importance: decimal(isRecord(a) ? a.importance : undefined),
                  required: (isRecord(a) ? a.required : undefined) ?? false,
                }))
              : answers,
          };
        })
      : questions,
  };
}

function strippedParams(items: StrippedMarkup[]): Record<string, string> {
  const of = (kind: StrippedMarkup['kind']) =>
    items.filter((item) => item.kind === kind).map((item) => ('name' in item ? item.name : item.target));
  return { elements: of('element').join(', '), handlers: of('handler').join(', '), links: of('link').join(', ') };
}

/**
 * The problems of one entry or component by its own fields (components inside it are checked by `checkDocument`
 * or the caller's walk). `fields` are the CMS's values: text as strings, a media field as `{ alternativeText }`
 * or null, lists as arrays.
 */
export function checkFields(uid: string, fields: Fields, at: Array<string | number> = []): Problem[] {
  const rules = rulesOf(uid);
  const problems: Problem[] = [];
  const push = (field: string | null, code: ProblemCode, severity: Problem['severity'], params = {}) =>
    problems.push({ path: field === null ? at : [...at, field], code, severity, params });

  for (const field of rules.links ?? []) {
    const value = fields[field];
    if (filled(value) && !isSafeHref(value.trim())) push(field, 'unsafeLink', 'error', { value: shortened(value) });
  }
  for (const field of rules.publicAddresses ?? []) {
    const value = fields[field];
    if (filled(value) && !isPublicAddress(value)) push(field, 'notPublicAddress', 'error', { value: shortened(value) });
  }
  for (const field of rules.icons ?? []) {
    const value = fields[field];
    if (filled(value) && !isIconName(value)) push(field, 'unknownIcon', 'error', { value: shortened(value) });
  }
  for (const [imageField, altField] of Object.entries(rules.images ?? {})) {
    const image = fields[imageField];
    if (isRecord(image) && !filled(fields[altField]) && !filled(image.alternativeText)) {
      push(altField, 'missingAlt', 'error');
    }
  }
  for (const field of rules.printed ?? []) {
    const value = fields[field];
    const missing = typeof value === 'string' ? missingGlyphs(value) : [];
    if (missing.length > 0) push(field, 'unprintable', 'error', { chars: listed(missing) });
  }
  for (const field of rules.markdown ?? []) {
    const value = fields[field];
    const stripped = typeof value === 'string' ? strippedMarkup(value) : [];
    if (stripped.length > 0) push(field, 'strippedMarkup', 'warning', strippedParams(stripped));
  }
  for (const field of rules.pageKeys ?? []) {
    const value = fields[field];
    if (value !== undefined && value !== null && !isPageKey(value))
      push(field, 'unknownPage', 'error', { value: shortened(String(value)) });
  }
  for (const field of rules.pageKeyLists ?? []) {
    const value = fields[field];
    const unknown = Array.isArray(value) ? value.filter((key) => !isPageKey(key)).map(String) : [String(value)];
    if (unknown.length > 0) push(field, 'unknownPage', 'error', { value: listed(unknown) });
  }
  for (const [field, min] of Object.entries(rules.minItems ?? {})) {
    const value = fields[field];
    if ((Array.isArray(value) ? value.length : 0) < min) push(field, 'tooFewItems', 'error', { min: String(min) });
  }
  if (rules.quiz) {
    for (const detail of quizProblems(scorableQuiz(fields))) push('questions', 'quiz', 'error', { detail });
  }
  if (rules.figure && !Number.isFinite(decimal(fields.amount) ?? NaN) && !filled(fields.value)) {
    push('amount', 'figureMissing', 'error');
  }
  // A copy marked for translation (`[IT] …`, docs/translators.md) is never published, in any field of any type.
  for (const [field, value] of Object.entries(fields)) {
    if (isPlaceholder(value)) {
      const mark = /\[[A-Z]{2,3}\]/.exec(String(value))?.[0] ?? '';
      push(field, 'untranslated', 'error', { value: shortened(String(value)), mark });
    }
  }
  return problems;
}

/** How an attribute nests content, as Strapi's schema says (`strapi.getModel(uid).attributes`). */
export type AttributeShape = { type: string; component?: string; repeatable?: boolean };
export type SchemaLookup = (uid: string) => Readonly<Record<string, AttributeShape>> | undefined;

/**
 * Every problem of a CMS document and the components in it (repeatable or not, dynamic zones), with the path of
 * each field as the admin's form names it. `document` is the entry as the document service returns it with its
 * components populated.
 */
export function checkDocument(
  uid: string,
  document: Fields,
  schemaOf: SchemaLookup,
  at: Array<string | number> = [],
): Problem[] {
  const problems = checkFields(uid, document, at);
  for (const [name, attribute] of Object.entries(schemaOf(uid) ?? {})) {
    const value = document[name];
    const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    items.forEach((item, index) => {
      if (!isRecord(item)) return;
      const path = Array.isArray(value) ? [...at, name, index] : [...at, name];
      const component = attribute.type === 'dynamiczone' ? item.__component : attribute.component;
      if ((attribute.type === 'component' || attribute.type === 'dynamiczone') && typeof component === 'string') {
        problems.push(...checkDocument(component, item, schemaOf, path));
      }
    });
  }
  return problems;
}
