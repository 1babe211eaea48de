import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { CmsError } from '@app/cms-client';
import {
  CONTENT_RULES,
  REQUIRED_IN_EVERY_LOCALE as REQUIRED_TYPES,
  checkFields,
  englishChecks,
  problemMessage,
  type ProblemCode,
} from '@app/content-rules';
import { DEFAULT_LOCALE, LOCALE_CODES, PAGE_KEYS, type Locale } from '@app/routing';
import { MEDIA_NODE, componentNodeName, contentTypeNodeName } from './naming';

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

/** Node types that must have at least one published entry in every locale (`@app/content-rules`). */
const REQUIRED_IN_EVERY_LOCALE = REQUIRED_TYPES.map((uid) => contentTypeNodeName(/^api::([^.]+)\./.exec(uid)![1]!));

/** The CMS UID of a node type with content rules of its own (`STRAPI_POST` → `api::post.post`). */
const UID_OF_NODE_TYPE: ReadonlyMap<string, string> = new Map(
  Object.keys(CONTENT_RULES).map((uid) => {
    const singular = /^api::([^.]+)\./.exec(uid)?.[1];
    return [singular ? contentTypeNodeName(singular) : componentNodeName(uid), uid];
  }),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const NODE_KEYS = new Set(['id', 'internal', 'children', 'parent']);

/**
 * A node's fields the way the CMS holds them, for the content rules: Markdown read from the text node
 * gatsby-source-strapi makes of it, a media link as its `{ alternativeText }`, a JSON field as its value, components
 * as nested objects (down to `depth` levels: the quiz's answers are two below it).
 */
export function cmsFields(node: Node, getNode: GetNode, depth = 2): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const resolve = (id: unknown): unknown => {
    const child = getNode(String(id));
    if (!child) return null;
    if (child.internal.type === MEDIA_NODE) return { alternativeText: child.alternativeText ?? null };
    if ('strapi_json_value' in child) return child.strapi_json_value;
    return depth > 0 ? cmsFields(child, getNode, depth - 1) : {};
  };
  for (const [key, value] of Object.entries(node)) {
    if (NODE_KEYS.has(key)) continue;
    if (key.endsWith('___NODE')) {
      fields[key.slice(0, -'___NODE'.length)] = Array.isArray(value) ? value.map(resolve) : resolve(value);
    } else if (isRecord(value) && typeof value.data___NODE === 'string') {
      fields[key] = getNode(value.data___NODE)?.[key] ?? '';
    } else {
      fields[key] = value;
    }
  }
  return fields;
}

/**
 * One problem of one CMS entry: which entry (its node, content type, locale and name), which field (CMS names,
 * `sections[0].heading`), whether it stops a build, and the sentence for the log.
 */
export type EntryProblem = {
  entryId: string;
  /** The CMS document the problem is in (none for a problem of the whole site, such as a missing route). */
  documentId?: string;
  contentType: string;
  locale: string;
  entry: string;
  field: string;
  code: 'missing' | 'linksMissing' | 'noPublishedEntry' | 'routesMissing' | ProblemCode;
  severity: 'error' | 'warning';
  message: string;
  /** The rule's values (characters, the refused link …), for a sentence in another language. */
  params: Record<string, string>;
};

export type ValidationReport = { errors: CmsError[]; warnings: string[]; problems: EntryProblem[] };

type Where = {
  entryId: string;
  documentId?: string;
  contentType: string;
  locale: string;
  entry: string;
  path: string;
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** `['chapters', 1, 'body']` → `chapters[1].body` */
const fieldPath = (base: string, parts: ReadonlyArray<string | number>) =>
  parts.reduce<string>(
    (path, part) => (typeof part === 'number' ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    base,
  );

/** Which languages a validation covers and which routes each must have. */
export type ValidationScope = {
  /** The languages the site offers (`site-locales.ts`); content in others is not built and not checked. */
  locales?: readonly Locale[];
  /** The page keys a language must have published: every route in the default language, by default in all. */
  requiredPages?: (locale: Locale) => readonly string[];
};

/**
 * Checks every CMS node the build will render against the declared schema and the content rules
 * (`@app/content-rules`): required fields (named with content type, locale and entry), linked components, and the
 * rules an editor meets at *Publish* (links, icons, alt texts, printable guide text, page keys, the quiz). For the
 * published site, every error stops the build and every required route must exist in each language it offers. With
 * `drafts` (the preview), nothing is an error: an editor's half-written draft is listed in `problems` and rendered
 * as far as it goes. `check` applies the content rules to one entry's fields (the build passes a memo of
 * `checkFields`).
 */
export function validateContent(
  nodesByType: (type: string) => Node[],
  getNode: GetNode,
  rules: Map<string, FieldRule[]>,
  {
    drafts = false,
    locales = LOCALE_CODES,
    requiredPages = () => PAGE_KEYS,
    check: checkRules = checkFields,
  }: { drafts?: boolean; check?: typeof checkFields } & ValidationScope = {},
): ValidationReport {
  const covered = (locale: unknown) => (locales as readonly unknown[]).includes(locale);
  const report: ValidationReport = { errors: [], warnings: [], problems: [] };
  const entryName = (where: Where) => (where.path ? `${where.entry}.${where.path}` : where.entry);

  type Found = Omit<EntryProblem, keyof Omit<Where, 'path'> | 'params'> & { params?: Record<string, string> };
  const record = (where: Where, { params = {}, ...problem }: Found) => {
    report.problems.push({
      ...problem,
      params,
      entryId: where.entryId,
      ...(where.documentId ? { documentId: where.documentId } : {}),
      contentType: where.contentType,
      locale: where.locale,
      entry: where.entry,
    });
    if (problem.severity === 'warning' || drafts) {
      if (problem.severity === 'warning') report.warnings.push(`${entryName(where)}: ${problem.message}`);
      return;
    }
    report.errors.push(
      new CmsError(`${entryName(where)}: ${problem.message}`, { contentType: where.contentType, locale: where.locale }),
    );
  };
  const missing = (where: Where, field: string, message: string) =>
    record(where, { field: fieldPath(where.path, [field]), code: 'missing', severity: 'error', message });

  function check(node: Node, where: Where): void {
    const typeRules = rules.get(node.internal.type);
    if (!typeRules) {
      report.warnings.push(
        `${entryName(where)}: the site does not know the CMS component type ${node.internal.type}; it is not shown`,
      );
      return;
    }
    for (const rule of typeRules) {
      const value = node[rule.source];
      if (rule.kind === 'markdown') {
        const textId = (value as { data___NODE?: string } | null)?.data___NODE;
        const text = textId ? getNode(textId)?.[rule.source] : value;
        if (rule.required && isEmpty(text)) missing(where, rule.source, `field "${rule.source}" is missing or empty`);
      } else if (rule.kind === 'links' || rule.kind === 'link') {
        const ids = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
        if (rule.kind === 'link' && rule.required && ids.length === 0)
          missing(where, rule.field, `field "${rule.field}" is missing`);
        ids.forEach((id, i) => {
          const child = getNode(String(id));
          const path = fieldPath(where.path, rule.kind === 'links' ? [rule.field, i] : [rule.field]);
          const childWhere = { ...where, path };
          if (!child) {
            record(childWhere, {
              field: path,
              code: 'linksMissing',
              severity: 'error',
              message: 'links to content that was not loaded',
            });
          } else if (child.internal.type.startsWith('STRAPI__COMPONENT_')) check(child, childWhere);
        });
      } else if (rule.required && isEmpty(value)) {
        missing(where, rule.source, `field "${rule.source}" is missing or empty`);
      }
    }
    const uid = UID_OF_NODE_TYPE.get(node.internal.type);
    if (uid) {
      for (const problem of checkRules(uid, cmsFields(node, getNode))) {
        record(where, {
          field: fieldPath(where.path, problem.path),
          code: problem.code,
          severity: problem.severity,
          message: `${fieldPath('', problem.path)}: ${problemMessage(problem, englishChecks)}`,
          params: problem.params,
        });
      }
    }
    if (
      node.internal.type === 'STRAPI_MEDIA_MENTION' &&
      ![undefined, null, 'external', 'own'].includes(node.source as string)
    ) {
      record(where, {
        field: fieldPath(where.path, ['source']),
        code: 'missing',
        severity: 'error',
        message: `has an unknown source "${String(node.source)}"`,
      });
    }
  }

  for (const [type, contentType] of Object.entries(CONTENT_TYPE_OF)) {
    const nodes = nodesByType(type).filter((node) => covered(node.locale));
    for (const node of nodes) {
      const locale = String(node.locale ?? '');
      const name = node.slug ?? node.key ?? node.title ?? node.name ?? node.documentId ?? node.id;
      // Single types (global settings, quiz) have one entry per locale: their name is enough.
      const entry = SINGLE_TYPES.has(type) ? contentType : `${contentType} "${String(name)}"`;
      const documentId = typeof node.documentId === 'string' ? node.documentId : undefined;
      check(node, { entryId: node.id, documentId, contentType, locale, entry, path: '' });
    }
    if (!drafts && REQUIRED_IN_EVERY_LOCALE.includes(type)) {
      for (const locale of locales) {
        if (!nodes.some((n) => n.locale === locale)) {
          const where = { entryId: '', contentType, locale, entry: contentType, path: '' };
          record(where, { field: '', code: 'noPublishedEntry', severity: 'error', message: 'no published entry' });
        }
      }
    }
  }

  if (!drafts) {
    const pages = nodesByType('STRAPI_PAGE');
    for (const locale of locales) {
      const required = locale === DEFAULT_LOCALE ? PAGE_KEYS : requiredPages(locale);
      const absent = required.filter((key) => !pages.some((p) => p.locale === locale && p.key === key));
      if (absent.length > 0) {
        const where = { entryId: '', contentType: 'page', locale, entry: 'pages', path: '' };
        const message = `no published page for route(s) ${absent.join(', ')}`;
        record(where, {
          field: '',
          code: 'routesMissing',
          severity: 'error',
          message,
          params: { routes: absent.join(', ') },
        });
      }
    }
  }
  return report;
}
