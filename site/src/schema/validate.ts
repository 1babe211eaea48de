import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { CmsError } from '@app/cms-client';
import { isIconName } from '@app/icons';
import { QUIZ_RULES, quizProblems } from '@app/quiz';
import { LOCALE_CODES, PAGE_KEYS, isPageKey } from '@app/routing';
import { isSafeHref } from './safe-url';

type Node = Record<string, unknown> & { id: string; internal: { type: string } };
type GetNode = (id: string) => Node | undefined;

/** What the validation reads of one field of the declared schema. */
type FieldRule = {
  field: string;
  /** The node property holding the value (`@proxy(from:)`, `@link(from:)`, `@markdownHtml(from:)` …). */
  source: string;
  kind: 'value' | 'link' | 'markdown' | 'links';
  required: boolean;
};

const isNonNull = (type: TypeNode) => type.kind === Kind.NON_NULL_TYPE;

function ruleOf(field: FieldDefinitionNode): FieldRule | null {
  const directive = field.directives?.[0];
  const from = directive?.arguments?.find((a) => a.name.value === 'from')?.value;
  const fromValue = from?.kind === Kind.STRING ? from.value : undefined;
  const base = { field: field.name.value, required: isNonNull(field.type) };
  switch (directive?.name.value) {
    case undefined:
    case 'dateformat':
      return { ...base, source: field.name.value, kind: 'value' };
    case 'proxy':
      return { ...base, source: fromValue!, kind: 'value' };
    case 'link':
      return { ...base, source: fromValue!, kind: 'link' };
    case 'linkedList':
      return { ...base, source: fromValue!, kind: 'links' };
    case 'markdownHtml':
    case 'markdownSource':
      return { ...base, source: fromValue!, kind: 'markdown' };
    default:
      return null; // derived fields (paths, alternates, excerpts …) are checked through their sources
  }
}

/** Field rules per node type, read from the declared SDL: a non-null field is a required CMS field. */
export function fieldRules(typeDefs: string[]): Map<string, FieldRule[]> {
  const rules = new Map<string, FieldRule[]>();
  for (const sdl of typeDefs) {
    for (const definition of parse(sdl).definitions) {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const fields = (definition.fields ?? []).map(ruleOf).filter((r): r is FieldRule => r !== null);
      rules.set(definition.name.value, fields);
    }
  }
  return rules;
}

const CONTENT_TYPE_OF: Record<string, string> = {
  STRAPI_PAGE: 'page',
  STRAPI_POST: 'post',
  STRAPI_TOPIC: 'topic',
  STRAPI_CASE_STUDY: 'case-study',
  STRAPI_TEAM_MEMBER: 'team-member',
  STRAPI_SERVICE_ITEM: 'service-item',
  STRAPI_MEDIA_MENTION: 'media-mention',
  STRAPI_JOB_OPENING: 'job-opening',
  STRAPI_GLOBAL: 'global',
  STRAPI_QUIZ: 'quiz',
  STRAPI_GUIDE: 'guide',
};

const SINGLE_TYPES = new Set(['STRAPI_GLOBAL', 'STRAPI_QUIZ', 'STRAPI_GUIDE']);

/** Content types that must have at least one published entry in every locale. */
const REQUIRED_IN_EVERY_LOCALE = [
  'STRAPI_PAGE',
  'STRAPI_POST',
  'STRAPI_TOPIC',
  'STRAPI_CASE_STUDY',
  'STRAPI_TEAM_MEMBER',
  'STRAPI_SERVICE_ITEM',
  'STRAPI_GLOBAL',
  'STRAPI_QUIZ',
  'STRAPI_GUIDE',
];

type Where = { contentType: string; locale: string; entry: string };

/** A decimal as the CMS may send it: a number, or its text (PostgreSQL's `numeric`). */
const decimal = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** The quiz entry with its linked questions and answers, in the shape `@app/quiz` checks. */
function quizOf(node: Node, getNode: GetNode) {
  const linked = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => getNode(String(id)) ?? {}) : ids);
  const questions = linked(node.questions___NODE);
  return {
    threshold: decimal(node.threshold ?? QUIZ_RULES.defaultThreshold),
    durationMinutes: node.durationMinutes ?? undefined,
    questions: Array.isArray(questions)
      ? questions.map((question: Record<string, unknown>) => {
          const answers = linked(question.answers___NODE);
          return {
            answers: Array.isArray(answers)
              ? answers.map((a: Record<string, unknown>) => ({
                  importance: decimal(a.importance),
                  required: a.required ?? false,
                }))
              : answers,
          };
        })
      : questions,
  };
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export type ValidationReport = { errors: CmsError[]; warnings: string[] };

/**
 * Checks every CMS node the build will render against the declared schema and the site's rules: required
 * fields (named with content type, locale and entry), linked components, icons, page keys, menu entries,
 * link targets and that every route exists in every locale. Returns all problems at once.
 */
export function validateContent(
  nodesByType: (type: string) => Node[],
  getNode: GetNode,
  rules: Map<string, FieldRule[]>,
): ValidationReport {
  const report: ValidationReport = { errors: [], warnings: [] };
  const fail = (where: Where, problem: string) =>
    report.errors.push(
      new CmsError(`${where.entry}: ${problem}`, { contentType: where.contentType, locale: where.locale }),
    );

  function check(node: Node, where: Where): void {
    const typeRules = rules.get(node.internal.type);
    if (!typeRules) {
      report.warnings.push(
        `${where.entry}: the site does not know the CMS component type ${node.internal.type}; it is not shown`,
      );
      return;
    }
    for (const rule of typeRules) {
      const value = node[rule.source];
      if (rule.kind === 'markdown') {
        const textId = (value as { data___NODE?: string } | null)?.data___NODE;
        const text = textId ? getNode(textId)?.[rule.source] : value;
        if (rule.required && isEmpty(text)) fail(where, `field "${rule.source}" is missing or empty`);
      } else if (rule.kind === 'links' || rule.kind === 'link') {
        const ids = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
        if (rule.kind === 'link' && rule.required && ids.length === 0) fail(where, `field "${rule.field}" is missing`);
        ids.forEach((id, i) => {
          const child = getNode(String(id));
          const childWhere = {
            ...where,
            entry: `${where.entry}.${rule.field}${rule.kind === 'links' ? `[${i}]` : ''}`,
          };
          if (!child) fail(childWhere, 'links to content that was not loaded');
          else if (child.internal.type.startsWith('STRAPI__COMPONENT_')) check(child, childWhere);
        });
      } else if (rule.required && isEmpty(value)) {
        fail(where, `field "${rule.source}" is missing or empty`);
      }
    }
    checkDomain(node, where);
  }

  function checkDomain(node: Node, where: Where): void {
    if (typeof node.icon === 'string' && node.icon !== '' && !isIconName(node.icon)) {
      fail(where, `names an unknown icon "${node.icon}"`);
    }
    for (const field of ['url', 'link', 'bookingUrl'] as const) {
      const value = node[field];
      if (typeof value === 'string' && value !== '' && !isSafeHref(value)) {
        report.warnings.push(
          `${where.entry}: ${field} "${value}" is not a safe link target (https, http, mailto, tel or a site path); it is shown without a link`,
        );
      }
    }
    if (node.internal.type === 'STRAPI_PAGE' && !isPageKey(node.key))
      fail(where, `"${String(node.key)}" is not a route of the site`);
    if (
      node.internal.type === 'STRAPI_GUIDE' &&
      !(Array.isArray(node.chapters___NODE) && node.chapters___NODE.length > 0)
    ) {
      fail(where, 'has no chapters');
    }
    if (node.internal.type === 'STRAPI_QUIZ') {
      // A quiz no visitor could pass (or fail) fairly stops the build, naming every problem.
      for (const problem of quizProblems(quizOf(node, getNode))) fail(where, problem);
    }
    if (
      node.internal.type === 'STRAPI_MEDIA_MENTION' &&
      ![undefined, null, 'external', 'own'].includes(node.source as string)
    ) {
      fail(where, `has an unknown source "${String(node.source)}"`);
    }
    if (node.internal.type === 'STRAPI__COMPONENT_NAVIGATION_MENU_GROUP') {
      const json = typeof node.pages___NODE === 'string' ? getNode(node.pages___NODE) : undefined;
      const keys = json?.strapi_json_value;
      if (!Array.isArray(keys) || !keys.every(isPageKey)) fail(where, 'lists a page that is not a route of the site');
    }
  }

  for (const [type, contentType] of Object.entries(CONTENT_TYPE_OF)) {
    const nodes = nodesByType(type);
    for (const node of nodes) {
      const locale = String(node.locale ?? '');
      const name = node.slug ?? node.key ?? node.title ?? node.name ?? node.documentId ?? node.id;
      // Single types (global settings, quiz) have one entry per locale: their name is enough.
      const entry = SINGLE_TYPES.has(type) ? contentType : `${contentType} "${String(name)}"`;
      check(node, { contentType, locale, entry });
    }
    if (REQUIRED_IN_EVERY_LOCALE.includes(type)) {
      for (const locale of LOCALE_CODES) {
        if (!nodes.some((n) => n.locale === locale)) {
          fail({ contentType, locale, entry: contentType }, 'no published entry');
        }
      }
    }
  }

  const pages = nodesByType('STRAPI_PAGE');
  for (const locale of LOCALE_CODES) {
    const missing = PAGE_KEYS.filter((key) => !pages.some((p) => p.locale === locale && p.key === key));
    if (missing.length > 0)
      fail({ contentType: 'page', locale, entry: 'pages' }, `no published page for route(s) ${missing.join(', ')}`);
  }
  return report;
}
