import type { Core } from '@strapi/strapi';
import type { Problem, RemovalProblem } from '@app/content-rules';
import type { Locale } from '@app/routing';
import { text } from '../lib/catalogue';
import { fieldTrail } from './field-labels';
import { draftProblems, problemText, schemaLookup } from './publish-checks';
import { keyChangeProblems, removalSentence } from './removal-checks';

/**
 * Whether a language version could be published now, and if not, why — field by field, in any admin language. The
 * same checks *Publish* runs: Strapi's schema rules (required fields, lengths, patterns, how many items a list
 * takes), the content rules of `@app/content-rules`, and the removal check (a page's key the site still needs).
 * Scheduling runs it when the schedule is set and again when it is due, so a scheduled publication fails, if it
 * still fails, with the fields named in the editor's language, never Strapi's "3 errors occurred".
 */

type Attribute = {
  type: string;
  required?: boolean;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  regex?: string;
};
type Attributes = Readonly<Record<string, Attribute>>;

/** What is wrong, in a form any admin language can say: a catalogue key, a content rule, or a removal. */
export type Sentence =
  | { key: string; values?: Record<string, string> }
  | { problem: Problem }
  | { removal: RemovalProblem };
/** One reason a version cannot be published: the field (CMS path) and what is wrong with it. */
export type ReadinessProblem = { path: Array<string | number>; sentence: Sentence };

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'password']);
/** Strapi's own fields and the system fields: never an editor's problem. */
const SKIPPED = new Set(['id', 'documentId', 'locale', 'localizations', 'createdAt', 'updatedAt', 'publishedAt']);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The count rules of a list (repeatable component, dynamic zone). */
function countProblems(attribute: Attribute, items: unknown[], path: Array<string | number>): ReadinessProblem[] {
  if (attribute.min !== undefined && items.length < attribute.min) {
    return [{ path, sentence: { key: 'checks:problems.tooFewItems', values: { min: String(attribute.min) } } }];
  }
  if (attribute.max !== undefined && items.length > attribute.max) {
    return [{ path, sentence: { key: 'checks:schema.tooManyItems', values: { max: String(attribute.max) } } }];
  }
  return [];
}

function textProblems(attribute: Attribute, value: string, path: Array<string | number>): ReadinessProblem[] {
  if (attribute.maxLength !== undefined && value.length > attribute.maxLength) {
    return [{ path, sentence: { key: 'checks:schema.tooLong', values: { max: String(attribute.maxLength) } } }];
  }
  if (attribute.minLength !== undefined && value.length < attribute.minLength) {
    return [{ path, sentence: { key: 'checks:schema.tooShort', values: { min: String(attribute.minLength) } } }];
  }
  if (attribute.regex && value !== '' && !new RegExp(attribute.regex).test(value)) {
    return [{ path, sentence: { key: 'checks:schema.pattern' } }];
  }
  return [];
}

/** Strapi's schema rules on one entry or component, walked into its components and dynamic zones. */
export function schemaProblems(
  schemaOf: (uid: string) => Attributes | undefined,
  uid: string,
  values: Readonly<Record<string, unknown>>,
  at: Array<string | number> = [],
): ReadinessProblem[] {
  const problems: ReadinessProblem[] = [];
  for (const [name, attribute] of Object.entries(schemaOf(uid) ?? {})) {
    if (SKIPPED.has(name) || attribute.type === 'relation') continue;
    const value = values[name];
    const path = [...at, name];
    if (isEmpty(value)) {
      if (attribute.required) problems.push({ path, sentence: { key: 'checks:build.missing' } });
      else if (Array.isArray(value) && attribute.min) problems.push(...countProblems(attribute, value, path));
      continue;
    }
    if (TEXT_TYPES.has(attribute.type) && typeof value === 'string')
      problems.push(...textProblems(attribute, value, path));
    if (attribute.type === 'component' && attribute.component) {
      const items = attribute.repeatable ? (Array.isArray(value) ? value : []) : [value];
      if (attribute.repeatable) problems.push(...countProblems(attribute, items, path));
      items.forEach((item, i) => {
        const where = attribute.repeatable ? [...path, i] : path;
        problems.push(...schemaProblems(schemaOf, attribute.component!, item as Record<string, unknown>, where));
      });
    }
    if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      problems.push(...countProblems(attribute, value, path));
      value.forEach((item, i) => {
        const component = (item as { __component?: unknown }).__component;
        if (typeof component === 'string')
          problems.push(...schemaProblems(schemaOf, component, item as Record<string, unknown>, [...path, i]));
      });
    }
  }
  return problems;
}

/** A reason as the editor reads it: "Title: This field is required before publishing." */
export type ReadinessLine = { path: string[]; message: string };

type Draft = Readonly<Record<string, unknown>>;

/**
 * Why the draft of this language version cannot be published now (no problems when it can), with the draft it
 * read; null when the version has no draft.
 */
export async function readinessProblems(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale }: { documentId: string; locale: string },
): Promise<{ draft: Draft; problems: ReadinessProblem[] } | null> {
  const checked = await draftProblems(strapi, uid, { documentId, locale });
  if (!checked) return null;
  const schemaOf = schemaLookup(strapi) as (uid: string) => Attributes | undefined;
  const problems = schemaProblems(schemaOf, uid, checked.draft);
  for (const problem of checked.problems) {
    if (problem.severity === 'error') problems.push({ path: problem.path, sentence: { problem } });
  }
  for (const removal of await keyChangeProblems(strapi, uid, documentId, [locale])) {
    problems.push({ path: ['key'], sentence: { removal } });
  }
  return { draft: checked.draft, problems };
}

/** The problems in the admin language `language`, each led by its field as the form names it. */
export function readinessLines(
  strapi: Core.Strapi,
  uid: string,
  problems: readonly ReadinessProblem[],
  language: Locale,
  draft?: Draft,
): ReadinessLine[] {
  const schemaOf = schemaLookup(strapi) as (uid: string) => Attributes | undefined;
  return problems.map(({ path, sentence }) => {
    const what =
      'problem' in sentence
        ? problemText(sentence.problem, language)
        : 'removal' in sentence
          ? removalSentence(strapi, sentence.removal, language)
          : text(language, sentence.key, sentence.values);
    const where = path.length > 0 ? `${fieldTrail(schemaOf, uid, path, language, draft)}: ` : '';
    return { path: path.map(String), message: `${where}${what}` };
  });
}
