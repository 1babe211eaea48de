import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES, articleIdPath, localizePath, type Locale } from '@app/routing';
import { siteEnv } from './src/content/env';
import { loadSiteContent, type SiteContent } from './src/content/load';
import { CONTENT_TYPE_DEFS } from './src/content/schema';
import { relatedPostIds } from './src/content/related';
import type { PageTemplate } from './src/content/types';
import { downloadMedia } from './src/content/media-files';
import { loadGuides, writeGuidePdfs } from './src/features/guide-pdf/write';
import { writeBuildFiles } from './src/seo/build-files';

/** What the last `sourceNodes` loaded; used again by createPages and onPostBuild of the same run. */
let content: SiteContent | undefined;
const redirects: Array<{ from: string; to: string }> = [];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CONTENT_TYPE_DEFS);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createContentDigest, reporter }) => {
  const env = siteEnv();
  const started = Date.now();
  try {
    content = await loadSiteContent({ cmsUrl: env.cmsUrl, token: env.cmsToken });
  } catch (error) {
    reporter.panic(`Could not load content from the CMS: ${(error as Error).message}`, error as Error);
    return;
  }
  const create = (type: string, data: { id: string } & Record<string, unknown>) =>
    actions.createNode({ ...data, internal: { type, contentDigest: createContentDigest(data) } });

  for (const locale of LOCALE_CODES) {
    const c = content.locales[locale];
    create('CmsGlobal', { ...c.global, id: `global-${locale}` });
    create('CmsQuiz', { ...c.quiz, id: `quiz-${locale}` });
    c.pages.forEach((p) => create('CmsPage', p));
    c.posts.forEach((p) => create('CmsPost', p));
    c.topics.forEach((t) => create('CmsTopic', t));
    c.caseStudies.forEach((s) => create('CmsCaseStudy', s));
  }
  reporter.info(`[cms] loaded content for ${LOCALE_CODES.join(', ')} in ${Date.now() - started} ms`);
};

type Ctx = { id: string; locale: Locale; alternates: Array<{ locale: Locale; path: string }> };

/** Page context the i18n plugin reads; pages with it are left alone (we create them per locale). */
function i18nContext(locale: Locale, pagePath: string, originalPath: string) {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALE_CODES],
      defaultLanguage: DEFAULT_LOCALE,
      routed: locale !== DEFAULT_LOCALE,
      originalPath,
      path: pagePath,
    },
  };
}

const template = (name: string) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`);
const TEMPLATES = { post: template('post'), caseStudy: template('case-study') };
/** Which React template renders a CMS page of each `template` value. */
const PAGE_TEMPLATES: Record<PageTemplate, string> = {
  standard: template('page'),
  'token-generator': template('page'),
  quiz: template('page'),
  'insight-list': template('insight-list'),
  'case-study-list': template('case-study-list'),
  'case-study-projects': template('case-study-list'),
  icons: template('icons'),
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  if (!content) return reporter.panic('No CMS content was loaded');
  redirects.length = 0;
  for (const locale of LOCALE_CODES) {
    const c = content.locales[locale];
    const make = (
      component: string,
      entry: { id: string; path: string; alternates: Ctx['alternates'] },
      extra: Record<string, unknown> = {},
    ) => {
      const original = entry.alternates.find((a) => a.locale === DEFAULT_LOCALE)?.path ?? entry.path;
      actions.createPage<Ctx>({
        path: entry.path,
        component,
        context: {
          id: entry.id,
          locale,
          alternates: entry.alternates,
          ...i18nContext(locale, entry.path, original),
          ...extra,
        },
      });
    };
    c.pages.forEach((p) => make(PAGE_TEMPLATES[p.template], p));
    c.posts.forEach((p) => {
      make(TEMPLATES.post, p, { relatedIds: relatedPostIds(p, c.posts) });
      // SPEC §2 names the article route also by id ("insight-id"): it redirects to the slug URL.
      redirects.push({ from: localizePath(articleIdPath(p.documentId), locale), to: p.path });
    });
    c.caseStudies.forEach((s) => make(TEMPLATES.caseStudy, s));
  }
  for (const r of redirects) actions.createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true });
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  // The i18n plugin copies src/pages/404 to /de/404/ and means to match every /de/* path to it, so the
  // browser runtime shows the German error page for unknown German paths. Plugin 3.0.1 prefixes that
  // match path twice ("/de/de/*"); set it right.
  const match = /^\/([a-z]{2})\/404\/$/.exec(page.path);
  const wanted = match ? `/${match[1]}/*` : undefined;
  if (match && match[1] !== DEFAULT_LOCALE && page.matchPath !== wanted) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: wanted });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  if (!content) return;
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  const cacheDir = path.join(program.directory, '.cache', 'cms-media');
  const count = await downloadMedia(content.media.files, siteEnv().cmsUrl, cacheDir, publicDir);
  reporter.info(`[cms] ${count} media files in public/media`);
  await writeBuildFiles(content, publicDir, siteEnv().siteUrl);
  // The STO guide: one PDF per language from the CMS guide entry, linked by the guide-download section.
  const { locales } = content;
  try {
    const guides = await loadGuides({ cmsUrl: siteEnv().cmsUrl, token: siteEnv().cmsToken });
    const companyName = (locale: Locale) => locales[locale].global.companyName;
    const pdfs = await writeGuidePdfs(guides, publicDir, { siteUrl: siteEnv().siteUrl, companyName });
    reporter.info(`[guide] wrote ${pdfs.join(', ')}`);
  } catch (error) {
    reporter.panic(`Could not build the STO guide PDFs: ${(error as Error).message}`, error as Error);
  }
  // Permanent redirects for the static server (scripts/serve.mjs, nginx config in deploy/).
  fs.writeFileSync(path.join(publicDir, 'redirects.json'), JSON.stringify(redirects, null, 2));
  fs.writeFileSync(
    path.join(publicDir, 'redirects.nginx.conf'),
    redirects.map((r) => `location = ${r.from} { return 301 ${r.to}; }`).join('\n') + '\n',
  );
};
