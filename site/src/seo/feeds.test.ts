import { FEED_ITEMS, buildRobots, buildRss, buildSitemap } from './feeds';
import { blogPostingJsonLd, breadcrumbJsonLd, jsonLdScript } from './jsonld';

const SITE = 'https://www.example.com';

test('sitemap lists every URL with reciprocal hreflang alternates and x-default', () => {
  const alternates = [
    { locale: 'en' as const, path: '/sto/legal/' },
    { locale: 'de' as const, path: '/de/sto/legal/' },
  ];
  const xml = buildSitemap(
    alternates.map((a) => ({ path: a.path, alternates })),
    SITE,
    'en',
  );
  expect(xml.match(/<loc>/g)).toHaveLength(2);
  expect(xml).toContain('<loc>https://www.example.com/de/sto/legal/</loc>');
  expect(xml.match(/hreflang="de" href="https:\/\/www.example.com\/de\/sto\/legal\/"/g)).toHaveLength(2);
  expect(xml.match(/hreflang="x-default" href="https:\/\/www.example.com\/sto\/legal\/"/g)).toHaveLength(2);
});

test('robots.txt allows crawling and points to the sitemap', () => {
  expect(buildRobots(SITE)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n');
});

test('RSS escapes titles and uses absolute links and RFC 822 dates', () => {
  const rss = buildRss(
    {
      title: 'Insights',
      description: 'Blog',
      path: '/de/insight/',
      feedPath: '/de/insight/rss.xml',
      language: 'de-DE',
    },
    [{ title: 'STO & ICO <Vergleich>', path: '/de/insight/sto-oder-ico/', date: '2025-08-05', description: 'Text' }],
    SITE,
  );
  expect(rss).toContain('<title>STO &amp; ICO &lt;Vergleich&gt;</title>');
  expect(rss).toContain('<link>https://www.example.com/de/insight/sto-oder-ico/</link>');
  expect(rss).toContain('<pubDate>Tue, 05 Aug 2025 00:00:00 GMT</pubDate>');
  expect(rss).toContain('<language>de-DE</language>');
});

test('RSS carries the newest articles only, newest first, however many there are', () => {
  const posts = Array.from({ length: FEED_ITEMS + 15 }, (_, i) => ({
    title: `Post ${i}`,
    path: `/insight/post-${i}/`,
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    description: 'Text',
  }));
  const feed = {
    title: 'Insight',
    description: 'Blog',
    path: '/insight/',
    feedPath: '/insight/rss.xml',
    language: 'en-US',
  };
  const rss = buildRss(
    feed,
    posts
      .reverse()
      .slice()
      .sort(() => 0),
    SITE,
  );
  const links = [...rss.matchAll(/<link>https:\/\/www\.example\.com\/insight\/post-(\d+)\/<\/link>/g)].map((m) =>
    Number(m[1]),
  );
  const newest = Array.from({ length: FEED_ITEMS }, (_, i) => FEED_ITEMS + 14 - i);
  expect(links).toEqual(newest);
  expect(buildRss(feed, posts.slice(0, 3), SITE).match(/<item>/g)).toHaveLength(3);
});

test('JSON-LD: breadcrumbs are positioned, posts absolute, and the script cannot be closed by content', () => {
  const crumbs = breadcrumbJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/insight/' },
    ],
    SITE,
  );
  expect(crumbs.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/insight/' },
  ]);
  const post = blogPostingJsonLd(
    { title: 'T', description: 'D', path: '/insight/t/', date: '2026-01-02', image: '/og/x.png', language: 'en-US' },
    SITE,
  );
  expect(post).toMatchObject({
    '@type': 'BlogPosting',
    image: 'https://www.example.com/og/x.png',
    datePublished: '2026-01-02',
  });
  expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
});
