import { CONTENT_QUERIES, SINGLE_TYPES, type ContentTypeName } from '@app/cms-client';

/** REST name (plural for collections) → the content type's singular name, which the plugin is configured by. */
const SINGULAR_NAMES: Record<ContentTypeName, string> = {
  pages: 'page',
  posts: 'post',
  topics: 'topic',
  'case-studies': 'case-study',
  'team-members': 'team-member',
  'service-items': 'service-item',
  'media-mentions': 'media-mention',
  'job-openings': 'job-opening',
  quiz: 'quiz',
  global: 'global',
  guide: 'guide',
};

type TypeConfig = {
  singularName: string;
  queryLimit: number;
  queryParams: Record<string, unknown>;
  pluginOptions: { i18n: { locale: string } };
};

function typeConfig(name: ContentTypeName, drafts: boolean): TypeConfig {
  const single = SINGLE_TYPES.includes(name);
  return {
    singularName: SINGULAR_NAMES[name],
    // An explicit (possibly empty) populate: the plugin's default `populate=*` would also pull in reverse
    // relations such as topic → posts.
    // The preview build reads the draft version of every entry (only its token may, cms/src/policies).
    queryParams: { populate: {}, ...CONTENT_QUERIES[name], ...(drafts ? { status: 'draft' } : {}) },
    // Strapi answers at most 100 entries per page (cms/config/api.ts maxLimit).
    queryLimit: 100,
    // Collections: `locale=*` lists every locale in one query. Single types: `all` makes the (patched) plugin
    // fetch each locale the entry has (`locale=*` answers 404 there).
    pluginOptions: { i18n: { locale: single ? 'all' : '*' } },
  };
}

/**
 * Options of gatsby-source-strapi: every public content type in every locale, read with the build's
 * read-only API token. What each type populates is defined once, in `@app/cms-client` (CONTENT_QUERIES).
 */
export function strapiSourceOptions(cmsUrl: string, token: string | undefined, { drafts = false } = {}) {
  const names = Object.keys(CONTENT_QUERIES) as ContentTypeName[];
  return {
    apiURL: cmsUrl.replace(/\/+$/, ''),
    accessToken: token,
    version: 5,
    // One request at a time: the CMS answers a page of entries with one core either way (the same total time at 1,
    // 2 or 8 in flight), and with several in flight the uploads a first build downloads meanwhile wait behind them
    // (12 covers: 0.3 s at 1, 1.3 s at 2, 4.2 s at 8, measured at 2,000 articles per language). The draft preview
    // re-sources a save: a count and a short list per type, small answers whose waiting overlaps (bench:preview).
    maxParallelRequests: drafts ? 6 : 1,
    collectionTypes: names.filter((n) => !SINGLE_TYPES.includes(n)).map((n) => typeConfig(n, drafts)),
    singleTypes: names.filter((n) => SINGLE_TYPES.includes(n)).map((n) => typeConfig(n, drafts)),
  };
}
