import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from '@app/routing';
import { escapeXml } from '../seo/escape-xml';
import { blogFeedPath, buildRobots, buildRss, buildSitemap, type SitemapEntry } from '../seo/feeds';
import { DEFAULT_OG_IMAGE, ogImagePath } from '../seo/og-image';
import type { GuideNode } from './guide-pdf/map';
import { guidesFromNodes, publicAddress, writeGuidePdfs } from './guide-pdf/write';
import { withAlternates } from './alternates';
import { cachedBytes, type BuildCache } from './build-cache';
import { isSiteLocale, siteLocales } from './site-locales';
import { isInternalPage } from '../seo/internal-pages';
import type { Redirect } from './pages';

type Alternates = ReadonlyArray<{ locale: string; path: string }>;
type Cover = { hash: string; localFile: { absolutePath: string } | null } | null;

/** What the post-build files read from the content (one GraphQL query, `gatsby-node` onPostBuild). */
export type BuildFilesData = {
  pages: {
    nodes: Array<{
      locale: string;
      key: string;
      path: string;
      title: string;
      metaDescription: string;
      alternates: Alternates;
    }>;
  };
  posts: {
    nodes: Array<{
      locale: string;
      title: string;
      path: string;
      date: string;
      metaDescription: string;
      alternates: Alternates;
      image: Cover;
    }>;
  };
  caseStudies: { nodes: Array<{ locale: string; path: string; alternates: Alternates; image: Cover }> };
  globals: { nodes: Array<{ locale: string; companyName: string; tagline: string | null; siteUrl: string }> };
  guides: { nodes: Array<GuideNode & { locale: string }> };
};

type WithoutAlternates<T> = Omit<T, 'alternates'> & { documentId: string };
type Nodes<T> = { nodes: Array<WithoutAlternates<T>> };
type NodeOf<K extends 'pages' | 'posts' | 'caseStudies'> = BuildFilesData[K]['nodes'][number];

/** What `BUILD_FILES_QUERY` answers: the entries' document ids, from which `buildFilesData` adds the alternates. */
export type BuildFilesQueryData = Omit<BuildFilesData, 'pages' | 'posts' | 'caseStudies'> & {
  pages: Nodes<NodeOf<'pages'>>;
  posts: Nodes<NodeOf<'posts'>>;
  caseStudies: Nodes<NodeOf<'caseStudies'>>;
};

/**
 * The content of the languages the site offers, with the language versions of every entry from each type's list (the
 * `alternates` field is a lookup per entry).
 */
export function buildFilesData(data: BuildFilesQueryData): BuildFilesData {
  const offered = <T extends { locale: string }>(nodes: T[]) => nodes.filter((node) => isSiteLocale(node.locale));
  return {
    pages: { nodes: withAlternates(offered(data.pages.nodes)) },
    posts: { nodes: withAlternates(offered(data.posts.nodes)) },
    caseStudies: { nodes: withAlternates(offered(data.caseStudies.nodes)) },
    globals: { nodes: offered(data.globals.nodes) },
    guides: { nodes: offered(data.guides.nodes) },
  };
}

export const BUILD_FILES_QUERY = `
  query BuildFiles {
    pages: allStrapiPage { nodes { documentId locale key path title metaDescription } }
    posts: allStrapiPost(sort: { date: DESC }) {
      nodes { documentId locale title path date metaDescription image { hash localFile { absolutePath } } }
    }
    caseStudies: allStrapiCaseStudy { nodes { documentId locale path image { hash localFile { absolutePath } } } }
    globals: allStrapiGlobal { nodes { locale companyName tagline siteUrl } }
    guides: allStrapiGuide {
      nodes { locale title subtitle chapters { heading body } closingHeading closingText disclaimer updatedAt }
    }
  }
`;

const localesOf = (alternates: Alternates) =>
  alternates.filter((a): a is { locale: Locale; path: string } => isLocale(a.locale));

/** Every indexable URL of the site with its language alternates. */
export function sitemapEntries(data: BuildFilesData): SitemapEntry[] {
  return [
    ...data.pages.nodes
      .filter((p) => !isInternalPage(p.key))
      .map((p) => ({ path: p.path, alternates: localesOf(p.alternates) })),
    ...data.posts.nodes.map((p) => ({ path: p.path, alternates: localesOf(p.alternates), lastmod: p.date })),
    ...data.caseStudies.nodes.map((s) => ({ path: s.path, alternates: localesOf(s.alternates) })),
  ];
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

async function writeShareImages(data: BuildFilesData, publicDir: string, cache?: BuildCache): Promise<void> {
  fs.mkdirSync(path.join(publicDir, 'og'), { recursive: true });
  const global = data.globals.nodes.find((g) => g.locale === DEFAULT_LOCALE);
  if (global) {
    const svg = defaultOgSvg(global.companyName, global.tagline ?? '');
    const png = await cachedBytes(cache, 'og-default', svg, () => sharp(Buffer.from(svg)).png().toBuffer());
    fs.writeFileSync(path.join(publicDir, DEFAULT_OG_IMAGE), png);
  }
  const covers = new Map<string, string>();
  for (const { image } of [...data.posts.nodes, ...data.caseStudies.nodes]) {
    if (image?.localFile) covers.set(ogImagePath(image), image.localFile.absolutePath);
  }
  for (const [target, source] of covers) {
    const file = path.join(publicDir, target);
    if (fs.existsSync(file)) continue;
    await sharp(source, { density: 150 }).resize(1200, 630, { fit: 'cover' }).png().toFile(file);
  }
}

/**
 * Files the static site needs beside its pages: sitemap.xml, robots.txt, an RSS feed per language, PNG share
 * images (social networks do not show SVG), the site icons, the STO guide PDF per language and the redirects
 * for both servers. With a build `cache`, the images and PDFs a warm build would make again unchanged are reused.
 */
export async function writeBuildFiles(
  data: BuildFilesData,
  redirects: Redirect[],
  publicDir: string,
  siteUrl: string,
  cache?: BuildCache,
): Promise<void> {
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(sitemapEntries(data), siteUrl, DEFAULT_LOCALE));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteUrl));

  for (const locale of siteLocales()) {
    const blog = data.pages.nodes.find((p) => p.locale === locale && p.key === 'insight');
    const global = data.globals.nodes.find((g) => g.locale === locale);
    if (!blog || !global) continue;
    const feedPath = blogFeedPath(locale);
    const rss = buildRss(
      {
        title: `${blog.title} - ${global.companyName}`,
        description: blog.metaDescription,
        path: blog.path,
        feedPath,
        language: localeInfo(locale).iso,
      },
      data.posts.nodes
        .filter((p) => p.locale === locale)
        .map((p) => ({ title: p.title, path: p.path, date: p.date, description: p.metaDescription })),
      siteUrl,
    );
    fs.mkdirSync(path.dirname(path.join(publicDir, feedPath)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, feedPath), rss);
  }

  await writeShareImages(data, publicDir, cache);
  // The STO guide: one PDF per language from the CMS guide entry, linked by the guide-download section.
  const companyName = (locale: Locale) => data.globals.nodes.find((g) => g.locale === locale)?.companyName ?? '';
  // The public address is not localized: every language's entry carries the same value.
  const publicUrl = publicAddress(data.globals.nodes.find((g) => g.locale === DEFAULT_LOCALE)?.siteUrl);
  await writeGuidePdfs(guidesFromNodes(data.guides.nodes), publicDir, { siteUrl, publicUrl, companyName, cache });
  const icon = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
  for (const size of [192, 512]) {
    const png = await cachedBytes(cache, `icon-${size}`, icon.toString('utf8'), () =>
      sharp(icon, { density: 300 }).resize(size, size).png().toBuffer(),
    );
    fs.writeFileSync(path.join(publicDir, `icon-${size}.png`), png);
  }

  // Permanent redirects for both servers (deploy/site-build-config.mjs turns them into the nginx maps).
  fs.writeFileSync(path.join(publicDir, 'redirects.json'), JSON.stringify(redirects, null, 2));
}
