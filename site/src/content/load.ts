import { CONTENT_QUERIES, CmsError, createCmsClient, type CmsClient, type ContentTypeName } from '@app/cms-client';
import { LOCALE_CODES, PAGE_KEYS, type Locale } from '@app/routing';
import {
  MediaRegistry,
  mapCaseStudy,
  mapGlobal,
  mapJobOpening,
  mapMediaMention,
  mapPage,
  mapPost,
  mapQuiz,
  mapServiceItem,
  mapTeamMember,
  mapTopic,
  type MapContext,
  type SectionData,
} from './map';
import type { StrapiDocument } from './strapi';
import type { Alternate, LocaleContent } from './types';

export type SiteContent = { locales: Record<Locale, LocaleContent>; media: MediaRegistry };

/** Content types that must have at least one published entry in every locale. */
const REQUIRED_COLLECTIONS = ['pages', 'posts', 'topics', 'case-studies', 'team-members', 'service-items'] as const;

async function fetchLocale(client: CmsClient, locale: Locale) {
  const all = (collection: ContentTypeName) =>
    client.findAll<StrapiDocument>(
      collection,
      { locale, ...CONTENT_QUERIES[collection] },
      { contentType: collection, locale },
    );
  const single = async (name: ContentTypeName) => {
    const answer = await client.get<{ data: StrapiDocument | null }>(
      name,
      { locale, ...CONTENT_QUERIES[name] },
      { contentType: name, locale },
    );
    if (!answer.data) throw new CmsError('No published entry', { contentType: name, locale });
    return answer.data;
  };
  const [global, quiz, pages, posts, topics, caseStudies, team, services, mentions, openings] = await Promise.all([
    single('global'),
    single('quiz'),
    all('pages'),
    all('posts'),
    all('topics'),
    all('case-studies'),
    all('team-members'),
    all('service-items'),
    all('media-mentions'),
    all('job-openings'),
  ]);
  const lists = { pages, posts, topics, 'case-studies': caseStudies, 'team-members': team, 'service-items': services };
  for (const collection of REQUIRED_COLLECTIONS) {
    if (lists[collection].length === 0) throw new CmsError('No published entries', { contentType: collection, locale });
  }
  return { global, quiz, pages, posts, topics, caseStudies, team, services, mentions, openings };
}

function mapLocale(raw: Awaited<ReturnType<typeof fetchLocale>>, ctx: MapContext): LocaleContent {
  const { locale } = ctx;
  const caseStudies = raw.caseStudies.map((c) => mapCaseStudy(c, ctx));
  const data: SectionData = {
    services: raw.services.map((s) => mapServiceItem(s, locale)),
    caseStudies: caseStudies.map(({ title, project, summary, path, image }) => ({
      title,
      project,
      summary,
      path,
      image,
    })),
    mentions: raw.mentions.map((m) => mapMediaMention(m, locale)),
    team: raw.team.map((t) => mapTeamMember(t, ctx)),
    openings: raw.openings.map((o) => mapJobOpening(o, locale)),
  };
  const pages = raw.pages.map((p) => mapPage(p, data, ctx));
  const missing = PAGE_KEYS.filter((key) => !pages.some((p) => p.key === key));
  if (missing.length > 0) {
    throw new CmsError(`No published page for route(s) ${missing.join(', ')}`, { contentType: 'page', locale });
  }
  return {
    global: mapGlobal(raw.global, locale),
    quiz: mapQuiz(raw.quiz, locale),
    pages,
    posts: raw.posts.map((p) => mapPost(p, ctx)),
    topics: raw.topics.map((t) => mapTopic(t, locale)),
    caseStudies,
  };
}

/** Links every page, post and case study to its versions in the other locales (same document). */
function linkAlternates(locales: Record<Locale, LocaleContent>): void {
  const kinds = ['pages', 'posts', 'caseStudies'] as const;
  for (const kind of kinds) {
    const byDocument = new Map<string, Alternate[]>();
    for (const locale of LOCALE_CODES) {
      for (const entry of locales[locale][kind]) {
        const documentId = entry.id.slice(0, entry.id.lastIndexOf('-'));
        byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), { locale, path: entry.path }]);
      }
    }
    for (const locale of LOCALE_CODES) {
      for (const entry of locales[locale][kind]) {
        entry.alternates = byDocument.get(entry.id.slice(0, entry.id.lastIndexOf('-'))) ?? [];
      }
    }
  }
}

/**
 * Loads and maps all published content of every locale. Fails with a CmsError naming the content
 * type and locale when the CMS is unreachable or content is missing.
 */
export async function loadSiteContent(options: {
  cmsUrl: string;
  token?: string;
  fetch?: typeof fetch;
}): Promise<SiteContent> {
  const client = createCmsClient({
    baseUrl: options.cmsUrl,
    token: options.token,
    timeoutMs: 60_000,
    fetch: options.fetch,
  });
  const media = new MediaRegistry();
  const entries = await Promise.all(
    LOCALE_CODES.map(
      async (locale) => [locale, mapLocale(await fetchLocale(client, locale), { locale, media })] as const,
    ),
  );
  const locales = Object.fromEntries(entries) as Record<Locale, LocaleContent>;
  linkAlternates(locales);
  return { locales, media };
}
