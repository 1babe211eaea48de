import type { QueryValue } from './query';

/**
 * Section components of the page dynamic zone (CMS `sections.*`), each populated by the build. Checked against
 * the CMS component files by `site/src/sections/definitions.test.ts` (docs/architecture.md, "A new section type").
 */
export const SECTION_COMPONENTS = [
  'about',
  'assets',
  'call-to-action',
  'case-studies',
  'components',
  'contact',
  'faq',
  'feature-list',
  'figures',
  'four-steps',
  'guide-download',
  'intro',
  'job-openings',
  'launching-stages',
  'lifecycle',
  'map-subscribe',
  'marketing',
  'media',
  'platform',
  'products',
  'quiz-start',
  'rich-text',
  'schedule',
  'service-catalogue',
  'services',
  'team',
  'technology',
  'timeframe',
  'workflow',
].map((name) => `sections.${name}`);

/** The public content types by REST name, each with the query that loads it completely. */
export const CONTENT_QUERIES = {
  pages: {
    populate: { sections: { on: Object.fromEntries(SECTION_COMPONENTS.map((uid) => [uid, { populate: '*' }])) } },
  },
  posts: { populate: { image: true, topics: { fields: ['name', 'slug', 'locale'] } }, sort: ['date:desc'] },
  topics: { sort: ['name:asc'] },
  'case-studies': { populate: { image: true, rows: true, numbers: true }, sort: ['order:asc'] },
  'team-members': { populate: { photo: true }, sort: ['order:asc'] },
  'service-items': { sort: ['order:asc'] },
  'media-mentions': { sort: ['date:desc'] },
  'job-openings': { sort: ['order:asc'] },
  quiz: { populate: { questions: { populate: { answers: true } } } },
  global: { populate: { headerMenu: true, footerLinks: true, socialLinks: true } },
  guide: { populate: { chapters: true } },
} satisfies Record<string, Record<string, QueryValue>>;

export type ContentTypeName = keyof typeof CONTENT_QUERIES;

/** Single types (one entry per locale); all others are collections. */
export const SINGLE_TYPES: readonly ContentTypeName[] = ['quiz', 'global', 'guide'];
