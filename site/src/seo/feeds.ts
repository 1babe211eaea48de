import { STATIC_ROUTES, absoluteUrl, localizePath, type Locale } from '@app/routing';
import { escapeXml } from './escape-xml';

/** Site path of the blog's RSS feed in a language (`/insight/rss.xml`, `/de/insight/rss.xml`). */
export function blogFeedPath(locale: Locale): string {
  return `${localizePath(STATIC_ROUTES.insight, locale)}rss.xml`;
}

export type SitemapEntry = { path: string; alternates: Array<{ locale: Locale; path: string }>; lastmod?: string };

/** sitemap.xml with hreflang alternates (xhtml:link) for every URL, x-default = default locale. */
export function buildSitemap(entries: SitemapEntry[], siteUrl: string, defaultLocale: Locale): string {
  const urls = entries.map((e) => {
    const alternates = e.alternates.map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeXml(absoluteUrl(siteUrl, a.path))}"/>`,
    );
    const xDefault = e.alternates.find((a) => a.locale === defaultLocale);
    if (xDefault) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(siteUrl, xDefault.path))}"/>`,
      );
    }
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${e.lastmod}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

export type FeedItem = { title: string; path: string; date: string; description: string };

/** Articles a feed carries: the newest ones (readers poll it; the sitemap lists every article). */
export const FEED_ITEMS = 20;

/** RSS 2.0 feed of the insight blog in one language: its `FEED_ITEMS` newest articles, newest first. */
export function buildRss(
  feed: { title: string; description: string; path: string; feedPath: string; language: string },
  items: FeedItem[],
  siteUrl: string,
): string {
  const newest = [...items]
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
    .slice(0, FEED_ITEMS);
  const entries = newest.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(absoluteUrl(siteUrl, item.path))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absoluteUrl(siteUrl, item.path))}</guid>`,
      `      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(absoluteUrl(siteUrl, feed.path))}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${feed.language}</language>
    <atom:link href="${escapeXml(absoluteUrl(siteUrl, feed.feedPath))}" rel="self" type="application/rss+xml"/>
${entries.join('\n')}
  </channel>
</rss>
`;
}
