import path from 'path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { DEFAULT_LOCALE, articleIdPath, isLocale, localizePath, type Alternate, type Locale } from '@app/routing';
import { withAlternates } from './alternates';
import { offlinePagePath } from '../pwa/paths';
import { relatedPosts } from './related';
import { isSiteLocale, siteLocales } from './site-locales';

/** Context every page the build creates carries (templates read it as `pageContext`). */
export type PageContext = {
  id: string;
  locale: Locale;
  /** The same page in every locale (language switch, hreflang). */
  alternates: Alternate[];
};

/** Which template renders a CMS page of each `template` value (the page schema's enumeration). */
const PAGE_TEMPLATES: Record<string, string> = {
  standard: 'page',
  'token-generator': 'page',
  quiz: 'quiz',
  'insight-list': 'insight-list',
  'case-study-list': 'case-study-list',
  'case-study-projects': 'case-study-list',
  icons: 'icons',
};

const templatePath = (name: string) => path.resolve(__dirname, '..', 'templates', `${name}.tsx`);

type Entry = { id: string; locale: string; path: string; alternates: ReadonlyArray<{ locale: string; path: string }> };
type Renamed = { path: string; formerPaths: readonly string[] };

type Node = Omit<Entry, 'alternates'> & { documentId: string };
type Data = {
  pages: { nodes: Array<Node & { template: string }> };
  posts: { nodes: Array<Node & Renamed & { date: string; topics: Array<{ slug: string }> }> };
  caseStudies: { nodes: Array<Node & Renamed> };
};

const QUERY = `
  query CreatePages {
    pages: allStrapiPage { nodes { id documentId locale path template } }
    posts: allStrapiPost(sort: { date: DESC }) {
      nodes { id documentId locale path formerPaths date topics { slug } }
    }
    caseStudies: allStrapiCaseStudy { nodes { id documentId locale path formerPaths } }
  }
`;

/** Page context the i18n plugin reads; pages with it are left alone by the plugin (we create them per locale). */
function i18nContext(locale: Locale, pagePath: string, originalPath: string) {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...siteLocales()],
      defaultLanguage: DEFAULT_LOCALE,
      routed: locale !== DEFAULT_LOCALE,
      originalPath,
      path: pagePath,
    },
  };
}

function toLocale(value: string): Locale {
  if (!isLocale(value)) throw new Error(`Unknown locale "${value}"`);
  return value;
}

export type Redirect = { from: string; to: string };

/**
 * Redirects from the addresses entries had before their slug changed to their current ones. An address that is a
 * page of this build again (another entry took the slug) is left to that page; an address two entries once had
 * goes to the first of them.
 */
export function formerPathRedirects(entries: readonly Renamed[], builtPaths: ReadonlySet<string>): Redirect[] {
  const redirects = new Map<string, string>();
  for (const entry of entries) {
    for (const from of entry.formerPaths) {
      if (!builtPaths.has(from) && !redirects.has(from)) redirects.set(from, entry.path);
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/**
 * Creates every route in every locale from the CMS nodes: pages by their template, articles (with their
 * related articles), case studies. Returns the permanent redirects the servers must answer (product rules §2 names
 * the article route also by id, `insight-id`; former addresses of renamed articles and case studies).
 */
export async function createSitePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<Redirect[]> {
  const result = await graphql<Data>(QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the CMS content to create pages', result.errors);
    return [];
  }
  // The languages the site offers only; their versions from each type's list (not the `alternates` field: a lookup
  // per entry).
  const offered = <T extends { locale: string }>(nodes: T[]) => nodes.filter((node) => isSiteLocale(node.locale));
  const pages = withAlternates(offered(result.data.pages.nodes));
  const posts = withAlternates(offered(result.data.posts.nodes));
  const caseStudies = withAlternates(offered(result.data.caseStudies.nodes));
  const make = (actionsApi: Actions, component: string, entry: Entry, extra: Record<string, unknown> = {}) => {
    // Only a draft can lack its slug (the draft preview builds unfinished entries): it has no address yet.
    if (entry.path.includes('//')) return;
    const locale = toLocale(entry.locale);
    const alternates = entry.alternates.map((a) => ({ locale: toLocale(a.locale), path: a.path }));
    const original = alternates.find((a) => a.locale === DEFAULT_LOCALE)?.path ?? entry.path;
    actionsApi.createPage<PageContext & Record<string, unknown>>({
      path: entry.path,
      component,
      context: { id: entry.id, locale, alternates, ...i18nContext(locale, entry.path, original), ...extra },
    });
  };

  for (const page of pages) {
    const template = PAGE_TEMPLATES[page.template];
    if (!template) {
      reporter.panicOnBuild(`page ${page.path} (${page.locale}): unknown template "${page.template}"`);
      continue;
    }
    make(actions, templatePath(template), page);
  }

  const redirects: Redirect[] = [];
  for (const locale of siteLocales()) {
    const ofLocale = posts.filter((p) => p.locale === locale);
    const related = relatedPosts(
      ofLocale.map((p) => ({ id: p.id, date: p.date, topics: p.topics.map((t) => t.slug) })),
    );
    for (const post of ofLocale) {
      make(actions, templatePath('post'), post, { relatedIds: related.get(post.id) ?? [] });
      redirects.push({ from: localizePath(articleIdPath(post.documentId), locale), to: post.path });
    }
  }
  for (const study of caseStudies) make(actions, templatePath('case-study'), study);
  // A slug changed after publishing: the former address keeps working (product rules §2 routes).
  const built = new Set([...pages, ...posts, ...caseStudies].map((entry) => entry.path));
  redirects.push(...formerPathRedirects([...posts, ...caseStudies], built));

  // The service worker's offline page of each language (`pwa/service-worker.ts` precaches them).
  for (const locale of siteLocales()) {
    const offline = offlinePagePath(locale);
    actions.createPage({
      path: offline,
      component: templatePath('offline'),
      context: { locale, ...i18nContext(locale, offline, offlinePagePath(DEFAULT_LOCALE)) },
    });
  }

  for (const r of redirects) actions.createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true });
  return redirects;
}
