import fs from 'node:fs';
import path from 'node:path';
import {
  LOCALE_CODES,
  STATIC_ROUTES,
  articlePath,
  caseStudyPath,
  localizePath,
  type Locale,
} from '../../packages/routing/src/index';

const fixture = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../cms/fixtures', file), 'utf8')) as Record<
    Locale,
    { slug: string }
  >;
const POST = fixture('posts/sto-vs-ico.json');
const CASE_STUDY = fixture('case-studies/notary-video-platform.json');

/**
 * Every route of product rules §2 (docs/product-rules.md) in every language, an article and a case study (from the fixtures) standing for their
 * templates.
 */
export const EVERY_ROUTE: ReadonlyArray<{ locale: Locale; path: string }> = LOCALE_CODES.flatMap((locale) =>
  [...Object.values(STATIC_ROUTES), articlePath(POST[locale].slug), caseStudyPath(CASE_STUDY[locale].slug)].map(
    (route) => ({ locale, path: localizePath(route, locale) }),
  ),
);
