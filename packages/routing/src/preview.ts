import { isLocale } from './locales';
import { localizePath, normalizePath } from './paths';
import { STATIC_ROUTES, articlePath, caseStudyPath } from './routes';

/** What the preview needs to know about a CMS entry: its content type and the fields its route is made of. */
export type PreviewEntry = { uid: string; locale: string; path?: unknown; slug?: unknown };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The locale-neutral route of an entry, by content type — the same rules the site's build uses (pages carry
 * their path, articles and case studies a slug, topics filter the insight list). Content types without a page
 * of their own (team members, service items …) have no preview: null.
 */
const ROUTE_OF_TYPE: Readonly<Record<string, (entry: PreviewEntry) => string | null>> = {
  'api::page.page': (entry) => (text(entry.path) === null ? null : normalizePath(String(entry.path))),
  'api::post.post': (entry) => (text(entry.slug) === null ? null : articlePath(String(entry.slug))),
  'api::case-study.case-study': (entry) => (text(entry.slug) === null ? null : caseStudyPath(String(entry.slug))),
  'api::topic.topic': (entry) =>
    text(entry.slug) === null ? null : `${STATIC_ROUTES.insight}?topic=${encodeURIComponent(String(entry.slug))}`,
  'api::quiz.quiz': () => STATIC_ROUTES['sto-quiz'],
  'api::guide.guide': () => STATIC_ROUTES.sto,
  // Header, footer and menus appear on every page: the home page shows them.
  'api::global.global': () => STATIC_ROUTES.home,
};

/**
 * The site path (with the locale prefix) where an entry appears, or null when it has no page or an unknown
 * locale. A topic's path keeps its `?topic=` query after the localized insight path.
 */
export function previewPathOf(entry: PreviewEntry): string | null {
  const route = Object.hasOwn(ROUTE_OF_TYPE, entry.uid) ? ROUTE_OF_TYPE[entry.uid]!(entry) : null;
  if (route === null || !isLocale(entry.locale)) return null;
  const [pathPart = '/', query] = route.split('?');
  const localized = localizePath(pathPart, entry.locale);
  return query === undefined ? localized : `${localized}?${query}`;
}

/** Content types whose entries can be previewed (the admin shows the preview button for these). */
export const PREVIEWABLE_TYPES = Object.keys(ROUTE_OF_TYPE);
