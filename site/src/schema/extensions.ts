import type { GatsbyNode } from 'gatsby';
import { getNamedType, isInterfaceType, isObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { safeHref } from '@app/content-rules';
import { articlePath, caseStudyPath, isLocale, localizePath, type Locale } from '@app/routing';
import { typeset } from '../i18n/typography';
import { MarkdownRenderings } from './markdown';

type Source = Record<string, unknown>;
type NodeModel = {
  getNodeById(args: { id: string; type?: string }): Source | null;
  getNodesByIds(args: { ids: string[]; type?: string }): Source[];
  findAll(args: { type: string; query?: Record<string, unknown> }): Promise<{ entries: Iterable<Source> }>;
};
type Context = { nodeModel: NodeModel };
/** What the resolvers read of GraphQL's resolve info. */
export type ResolverInfo = { fieldName: string; returnType: GraphQLOutputType; schema: GraphQLSchema };
type Resolver = (source: Source, args: Record<string, unknown>, context: Context, info: ResolverInfo) => unknown;
type Extension = {
  name: string;
  args?: Record<string, string>;
  extend(options: Record<string, string>): { type?: string; args?: Record<string, string>; resolve: Resolver };
};

const localeOf = (source: Source): Locale => {
  if (!isLocale(source.locale)) throw new Error(`CMS entry ${String(source.documentId)} has no known locale`);
  return source.locale;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Route of a CMS entry by its node type: pages carry their path, articles and case studies a slug. */
const ROUTE_OF: Record<string, (source: Source) => string> = {
  STRAPI_PAGE: (s) => str(s.path),
  STRAPI_POST: (s) => articlePath(str(s.slug)),
  STRAPI_CASE_STUDY: (s) => caseStudyPath(str(s.slug)),
};

/** The public, localized URL path of a page, article or case study node. */
export function entryPath(source: Source & { internal?: { type?: string } }): string {
  const route = ROUTE_OF[source.internal?.type ?? ''];
  if (!route) throw new Error(`No route for node type ${String(source.internal?.type)}`);
  return localizePath(route(source), localeOf(source));
}

/** A Strapi JSON field's value: gatsby-source-strapi keeps it in a child node (`strapi_json_value` for non-objects). */
function jsonOf(source: Source, field: string, context: Context): unknown {
  const id = source[`${field}___NODE`];
  const node = typeof id === 'string' ? context.nodeModel.getNodeById({ id }) : null;
  return node?.strapi_json_value ?? null;
}

/**
 * The addresses an article or case study had before its slug changed (the CMS keeps its `formerSlugs`), in its
 * locale; the build redirects them to the current address.
 */
export function formerPaths(source: Source & { internal?: { type?: string } }, formerSlugs: unknown): string[] {
  if (!Array.isArray(formerSlugs)) return [];
  const current = entryPath(source);
  const paths = formerSlugs
    .filter((slug): slug is string => typeof slug === 'string' && slug.trim() !== '')
    .map((slug) => entryPath({ ...source, slug }));
  return [...new Set(paths)].filter((p) => p !== current);
}

/**
 * Strapi rich text arrives from gatsby-source-strapi as `{ data___NODE }` pointing at a text node whose field
 * of the same name holds the Markdown. `key` names that Markdown's content (the text node and its digest, or
 * the text itself) for the renderings' memo.
 */
function markdownOf(source: Source, field: string, context: Context): { markdown: string; key: string } {
  const value = source[field] as { data___NODE?: string } | string | null | undefined;
  if (typeof value === 'string') return { markdown: value, key: `text:${value}` };
  const id = value?.data___NODE;
  if (!id) return { markdown: '', key: '' };
  const node = context.nodeModel.getNodeById({ id });
  const digest = (node?.internal as { contentDigest?: string } | undefined)?.contentDigest;
  const markdown = str(node?.[field]);
  return { markdown, key: digest ? `node:${id}:${field}:${digest}` : `text:${markdown}` };
}

/**
 * The renderings of each Markdown content, shared by the fields below and kept for the build process: an article's
 * excerpt is read by the list, the feeds and every article that shows it as related, and its reading time counts
 * the words of the HTML its page already needed.
 */
const renderings = new Map<string, MarkdownRenderings>();

/** A field rendered from Markdown. */
const markdownField = (name: string, type: string, render: (markdown: MarkdownRenderings) => unknown): Extension => ({
  name,
  args: { from: 'String!' },
  extend: ({ from }) => ({
    type,
    resolve: (source, _args, context) => {
      const { markdown, key } = markdownOf(source, from!, context);
      let rendered = renderings.get(key);
      if (!rendered) {
        rendered = new MarkdownRenderings(markdown);
        renderings.set(key, rendered);
      }
      return render(rendered);
    },
  }),
});

/**
 * Field extensions of the site's GraphQL schema — where CMS shapes become the site's: localized paths,
 * sanitised HTML from Markdown, safe links, linked lists, language alternates and per-locale collections.
 */
export const FIELD_EXTENSIONS: Extension[] = [
  {
    name: 'entryPath',
    extend: () => ({ resolve: (source) => entryPath(source as Parameters<typeof entryPath>[0]) }),
  },
  markdownField('markdownHtml', 'String!', (md) => md.html),
  markdownField('markdownSource', 'String!', (md) => md.markdown),
  markdownField('markdownExcerpt', 'String!', (md) => md.excerpt),
  markdownField('readingMinutes', 'Int!', (md) => md.readingMinutes),
  {
    // CMS plain text shown on the page, typeset like rich text: no-break spaces in "100.000 Euro", "§ 6 WpPG".
    name: 'typeset',
    extend: () => ({
      resolve: (source, _args, _context, info) => {
        const value = source[info.fieldName];
        return typeof value === 'string' ? typeset(value) : value;
      },
    }),
  },
  {
    // Link targets from the CMS: only https, http, mailto, tel, site-relative paths and anchors (else null).
    name: 'safeUrl',
    extend: () => ({ resolve: (source, _args, _context, info) => safeHref(str(source[info.fieldName])) }),
  },
  {
    // A list of linked nodes (repeatable components, dynamic zones, relations); empty when the CMS sent none.
    // For a list of an interface (page sections), a node of a type the site does not declare is left out
    // (the build warns about it) instead of failing the query.
    name: 'linkedList',
    args: { from: 'String!' },
    extend: ({ from }) => ({
      resolve: (source, _args, context, info) => {
        const ids = source[from!];
        if (!Array.isArray(ids)) return [];
        const nodes = context.nodeModel.getNodesByIds({ ids: ids as string[] });
        const itemType = getNamedType(info.returnType);
        if (!isInterfaceType(itemType)) return nodes;
        return nodes.filter((node) => {
          const type = info.schema.getType((node.internal as { type: string }).type);
          return isObjectType(type) && info.schema.isSubType(itemType, type);
        });
      },
    }),
  },
  {
    // A Strapi JSON field: gatsby-source-strapi stores it in a child node (`strapi_json_value` for non-objects).
    name: 'jsonValue',
    args: { from: 'String!' },
    extend: ({ from }) => ({
      resolve: (source, _args, context) => {
        const id = source[from!];
        const node = typeof id === 'string' ? context.nodeModel.getNodeById({ id }) : null;
        return node?.strapi_json_value ?? null;
      },
    }),
  },
  {
    // Former addresses of an entry whose slug changed after publishing (CMS field `formerSlugs`).
    name: 'formerPaths',
    extend: () => ({
      resolve: (source, _args, context) =>
        formerPaths(source as Parameters<typeof formerPaths>[0], jsonOf(source, 'formerSlugs', context)),
    }),
  },
  {
    // The same document in every locale (for the language switch, hreflang and the sitemap).
    name: 'alternates',
    extend: () => ({
      resolve: async (source, _args, context) => {
        const type = (source.internal as { type: string }).type;
        const { entries } = await context.nodeModel.findAll({
          type,
          query: { filter: { documentId: { eq: source.documentId } } },
        });
        return [...entries]
          .map((node) => ({ locale: localeOf(node), path: entryPath(node as Parameters<typeof entryPath>[0]) }))
          .sort((a, b) => a.locale.localeCompare(b.locale));
      },
    }),
  },
  {
    // All entries of a collection in the querying page's locale, e.g. the service catalogue's services.
    name: 'localeCollection',
    args: { type: 'String!', sortBy: 'String!', order: 'String' },
    extend: ({ type, sortBy, order }) => ({
      args: { locale: 'String!', limit: 'Int' },
      resolve: async (_source, args, context) => {
        const { entries } = await context.nodeModel.findAll({
          type: type!,
          query: {
            filter: { locale: { eq: args.locale } },
            sort: { fields: [sortBy!], order: [order ?? 'ASC'] },
            ...(typeof args.limit === 'number' ? { limit: args.limit } : {}),
          },
        });
        return [...entries];
      },
    }),
  },
];

export const registerFieldExtensions: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  for (const extension of FIELD_EXTENSIONS) actions.createFieldExtension(extension);
};
