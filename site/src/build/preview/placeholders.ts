import { getNamedType, type GraphQLOutputType } from 'graphql';

/**
 * In the draft preview, a required field an editor has not filled yet is shown as a visible marker instead of
 * failing the page's query (the public build never gets here: its validation stops first). The marker names the
 * field; the preview bar says in words what is missing.
 */
type FieldRule = { field: string; source: string; kind: string; required: boolean };
type Source = Record<string, unknown>;
/** What the placeholders read of GraphQL's resolve info. */
export type ResolverInfo = { returnType: GraphQLOutputType; originalResolver?: Resolver };
type Resolver = (source: Source, args: unknown, context: unknown, info: ResolverInfo) => unknown;

/** Fields whose value is HTML (rendered Markdown): their marker is a paragraph. */
const HTML_FIELDS = new Set(['html', 'requirementsHtml']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The text standing in for an empty required field: a warning sign and the field's name. */
export const missingMarker = (field: string) => `⚠ ${field}`;

/**
 * What a missing value becomes, by the field's GraphQL type (a date: the entry's last change). `field` is the
 * site's name (`html`), `cmsField` the CMS's (`content`), which the marker shows: it is the one the editor knows.
 */
export function placeholderFor(
  field: string,
  cmsField: string,
  source: Source,
  returnType: GraphQLOutputType,
): unknown {
  switch (getNamedType(returnType).name) {
    case 'Date':
      return source.updatedAt ?? source.createdAt ?? new Date(0).toISOString();
    case 'Int':
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    case 'String':
      return HTML_FIELDS.has(field) ? `<p>${missingMarker(cmsField)}</p>` : missingMarker(cmsField);
    default:
      return null;
  }
}

/**
 * `createResolvers` configuration wrapping every required scalar field of the CMS types: the field's own resolver
 * runs first (`info.originalResolver`), a missing or empty value becomes its placeholder.
 */
export function placeholderResolvers(rules: ReadonlyMap<string, readonly FieldRule[]>) {
  const resolvers: Record<string, Record<string, { resolve: Resolver }>> = {};
  for (const [type, fields] of rules) {
    for (const rule of fields) {
      if (!rule.required || (rule.kind !== 'value' && rule.kind !== 'markdown')) continue;
      (resolvers[type] ??= {})[rule.field] = {
        resolve: async (source, args, context, info) => {
          const value = info.originalResolver
            ? await info.originalResolver(source, args, context, info)
            : source[rule.field];
          return isEmpty(value) || value === '<p></p>'
            ? placeholderFor(rule.field, rule.source, source, info.returnType)
            : value;
        },
      };
    }
  }
  return resolvers;
}
