/**
 * The route table of product rules §2. Each static page has a stable key (also the CMS `page.key`) and its
 * locale-neutral path. Dynamic routes (articles, single case studies) are listed by pattern.
 */
export const STATIC_ROUTES = {
  home: '/',
  about: '/about/',
  'big-data': '/big-data/',
  blockchain: '/blockchain/',
  career: '/career/',
  'case-studies': '/case-studies/',
  'case-studies-projects': '/case-studies/projects/',
  dapp: '/dapp/',
  defi: '/defi/',
  'defi-erc20': '/defi/erc20/',
  'digital-platform': '/digital-platform/',
  'digital-transformation': '/digital-transformation/',
  dx: '/dx/',
  'exchange-platform': '/exchange-platform/',
  fintech: '/fintech/',
  fundraising: '/fundraising/',
  'game-dev': '/game-dev/',
  imprint: '/imprint/',
  insight: '/insight/',
  'machine-learning': '/machine-learning/',
  'marketing-services': '/marketing-services/',
  'nft-development': '/nft-development/',
  'nft-marketplace': '/nft-marketplace/',
  privacy: '/privacy/',
  'smart-contract-audit': '/smart-contract-audit/',
  'smart-contracts': '/smart-contracts/',
  'software-development': '/software-development/',
  sto: '/sto/',
  'sto-legal': '/sto/legal/',
  'sto-quiz': '/sto/quiz/',
  'sto-real-estate': '/sto/real-estate/',
  'sto-security': '/sto/security/',
  'view-icons': '/view-icons/',
} as const satisfies Record<string, string>;

export type PageKey = keyof typeof STATIC_ROUTES;

export const PAGE_KEYS = Object.keys(STATIC_ROUTES) as PageKey[];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(STATIC_ROUTES, value);
}

/** Path of a single article (product rules §2 `/insight/{slug}/`). */
export function articlePath(slug: string): string {
  return `/insight/${encodeURIComponent(slug)}/`;
}

/** Path of the alternate article route named `insight-id` (product rules §2); it redirects to the slug URL. */
export function articleIdPath(id: string | number): string {
  return `/insight/${encodeURIComponent(String(id))}/`;
}

/** Path of a single case study (product rules §2 `/case-studies/{project}/`). */
export function caseStudyPath(slug: string): string {
  return `/case-studies/${encodeURIComponent(slug)}/`;
}

/**
 * Content types whose entries have a page of their own at an address made of their slug, with that address.
 * When the slug of a published entry changes, its former slugs are kept (CMS field `formerSlugs`) and the
 * site build redirects each former address to the current one.
 */
export const SLUG_ROUTES = {
  'api::post.post': articlePath,
  'api::case-study.case-study': caseStudyPath,
} as const satisfies Readonly<Record<string, (slug: string) => string>>;

/** Links of the header beside the menu groups (the groups themselves come from the CMS's global settings). */
export const TOP_LEVEL_MENU = ['about', 'insight'] as const satisfies readonly PageKey[];
