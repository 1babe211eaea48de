import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { DEFAULT_LOCALE, LOCALE_CODES, localeInfo } from '@app/routing';
import type { SiteContent } from '../content/load';
import { blogFeedPath, buildRobots, buildRss, buildSitemap, type SitemapEntry } from './feeds';
import { DEFAULT_OG_IMAGE, ogImagePath } from './og-image';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable URL of the site with its language alternates. */
export function sitemapEntries(content: SiteContent): SitemapEntry[] {
  return LOCALE_CODES.flatMap((locale) => {
    const c = content.locales[locale];
    return [
      ...c.pages.map((p) => ({ path: p.path, alternates: p.alternates })),
      ...c.posts.map((p) => ({ path: p.path, alternates: p.alternates, lastmod: p.date })),
      ...c.caseStudies.map((s) => ({ path: s.path, alternates: s.alternates })),
    ];
  });
}

/** The branded default share image: company name and tagline on the brand colours. */
function defaultOgSvg(companyName: string, tagline: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1d1b2c"/>
  <circle cx="1040" cy="110" r="220" fill="#ff5745" opacity="0.9"/>
  <circle cx="1120" cy="560" r="140" fill="#2f6fed" opacity="0.6"/>
  <path d="M96 470V250l60 45V160l60 60 60-60v135l60-45v220z" fill="#ff5745"/>
  <text x="96" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(companyName)}</text>
  <text x="96" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff7f5">${escapeXml(tagline)}</text>
</svg>`;
}

/**
 * Files the static site needs beside its pages: sitemap.xml, robots.txt, an RSS feed per language,
 * PNG share images (social networks do not show SVG) and the site icons.
 */
export async function writeBuildFiles(content: SiteContent, publicDir: string, siteUrl: string): Promise<void> {
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(sitemapEntries(content), siteUrl, DEFAULT_LOCALE));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteUrl));

  for (const locale of LOCALE_CODES) {
    const c = content.locales[locale];
    const blog = c.pages.find((p) => p.key === 'insight')!;
    const feedPath = blogFeedPath(locale);
    const rss = buildRss(
      {
        title: `${blog.title} - ${c.global.companyName}`,
        description: blog.metaDescription,
        path: blog.path,
        feedPath,
        language: localeInfo(locale).iso,
      },
      c.posts.map((p) => ({ title: p.title, path: p.path, date: p.date, description: p.metaDescription })),
      siteUrl,
    );
    fs.mkdirSync(path.dirname(path.join(publicDir, feedPath)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, feedPath), rss);
  }

  const ogDir = path.join(publicDir, 'og');
  fs.mkdirSync(ogDir, { recursive: true });
  const global = content.locales[DEFAULT_LOCALE].global;
  await sharp(Buffer.from(defaultOgSvg(global.companyName, global.tagline)))
    .png()
    .toFile(path.join(publicDir, DEFAULT_OG_IMAGE));
  const covers = LOCALE_CODES.flatMap((l) => [
    ...content.locales[l].posts.map((p) => p.image),
    ...content.locales[l].caseStudies.map((s) => s.image),
  ]);
  for (const media of covers) {
    const target = ogImagePath(media);
    if (!media || target === media.url || fs.existsSync(path.join(publicDir, target))) continue;
    await sharp(path.join(publicDir, media.url))
      .resize(1200, 630, { fit: 'cover' })
      .png()
      .toFile(path.join(publicDir, target));
  }
  const icon = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
  for (const size of [192, 512])
    await sharp(icon, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(path.join(publicDir, `icon-${size}.png`));
}
