/** Search-engine and social files of the built site: sitemap, robots, feeds, cards and structured data. */
import fs from 'fs';
import path from 'path';
import { FEED_ITEMS } from '../../site/src/seo/feeds';
import { PUBLISHED_CASE_STUDIES, PUBLISHED_POSTS } from '../support/edits';

const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test('sitemap.xml lists every public page, article and case study in both languages with hreflang alternates', () => {
  const xml = read('sitemap.xml');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // The 33 pages but the icon overview, which is for the team (noindex, below).
  expect(locs).toHaveLength((32 + PUBLISHED_POSTS + PUBLISHED_CASE_STUDIES) * 2);
  expect(locs.filter((loc) => loc.includes('/view-icons/'))).toEqual([]);
  expect(locs).toContain(`${SITE_URL}/de/sto/legal/`);
  expect(new Set(locs).size).toBe(locs.length);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
});

test('the icon overview (for the team) asks search engines not to index it, in both languages', () => {
  for (const page of ['view-icons/index.html', 'de/view-icons/index.html']) {
    const html = read(page);
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).not.toContain('rel="canonical"');
  }
  expect(read('about/index.html')).not.toContain('noindex');
});

test('robots.txt allows crawling and names the sitemap', () => {
  expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
});

test('each language has an RSS feed of its articles, linked from the blog', () => {
  for (const [prefix, language] of [
    ['', 'en-US'],
    ['/de', 'de-DE'],
  ] as const) {
    const rss = read(`${prefix}/insight/rss.xml`.replace(/^\//, ''));
    expect(rss).toContain(`<language>${language}</language>`);
    // The newest FEED_ITEMS articles of the language (all of them while there are fewer), newest first.
    const articles = new Set(
      read('sitemap.xml').match(new RegExp(`<loc>[a-z]+://[^/<]+${prefix}/insight/[a-z0-9-]+/</loc>`, 'g')) ?? [],
    );
    const dates = [...rss.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(articles.size).toBeGreaterThan(0);
    expect(dates).toHaveLength(Math.min(FEED_ITEMS, articles.size));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(read(`${prefix}/insight/index.html`.replace(/^\//, ''))).toContain(
      `type="application/rss+xml" href="${prefix}/insight/rss.xml"`,
    );
  }
});

test('pages carry Open Graph and Twitter cards with locale and a PNG share image that exists', () => {
  const html = read('de/index.html');
  expect(html).toContain('<meta property="og:locale" content="de_DE"');
  expect(html).toContain('<meta property="og:locale:alternate" content="en_US"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  expect(image).toMatch(/\.png$/);
  expect(fs.existsSync(path.join(PUBLIC, image.replace(SITE_URL, '')))).toBe(true);
});

test('structured data: Organization everywhere, BreadcrumbList on inner pages, BlogPosting on articles', () => {
  const home = jsonLd(read('index.html'));
  expect(home.map((d) => d['@type'])).toEqual(['Organization']);
  expect(home[0]).toMatchObject({ name: 'Kastell Labs', address: { addressLocality: 'Mainz' } });
  const articleFile = fs
    .readdirSync(path.join(PUBLIC, 'de', 'insight'))
    .find((d) => fs.existsSync(path.join(PUBLIC, 'de', 'insight', d, 'index.html')))!;
  const article = jsonLd(read(`de/insight/${articleFile}/index.html`));
  expect(article.map((d) => d['@type'])).toEqual(['Organization', 'BreadcrumbList', 'BlogPosting']);
  expect(article[2]).toMatchObject({ inLanguage: 'de-DE', url: `${SITE_URL}/de/insight/${articleFile}/` });
  expect((article[1]!.itemListElement as unknown[]).length).toBe(3);
});

test('articles show related articles of the same language', () => {
  const html = read('insight/sto-vs-ico/index.html');
  const related = html.split('id="related-heading"')[1] ?? '';
  expect(related.match(/href="\/insight\/[a-z0-9-]+\/"/g)?.length).toBe(3);
  expect(related).not.toContain('href="/de/');
});
