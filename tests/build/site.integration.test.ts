/**
 * The static site built against the test CMS: every product rules §2 route in both languages with the right
 * language, one h1, title template, canonical and hreflang; editors' changes in, drafts and secrets out.
 */
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, STATIC_ROUTES, articlePath, caseStudyPath, localizePath } from '@app/routing';
import {
  DRAFT_TITLE,
  EDITED_GERMAN_TITLE,
  PUBLISHED_CASE_STUDIES,
  PUBLISHED_POSTS,
  RENAMED_CASE_STUDY,
  RENAMED_POST,
  isRenamedLocale,
} from '../support/edits';
import { siteText } from '../support/catalogues';
import { TAG_MANAGER_ORIGIN } from '../../site/src/features/consent/tag-manager';
import { isInternalPage } from '../../site/src/seo/internal-pages';

const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
/** A seeded case study with figures. */
const SEEDED_CASE_STUDY = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../cms/fixtures/case-studies/notary-video-platform.json'), 'utf8'),
) as Record<string, { slug: string }>;

const htmlFile = (urlPath: string) => path.join(PUBLIC, urlPath, 'index.html');
const read = (urlPath: string) => fs.readFileSync(htmlFile(urlPath), 'utf8');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

function allFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe.each(LOCALE_CODES)('every product rules §2 route in locale %s', (locale) => {
  it.each(Object.entries(STATIC_ROUTES))('%s', (key, route) => {
    const urlPath = localizePath(route, locale);
    expect(fs.existsSync(htmlFile(urlPath))).toBe(true);
    const html = read(urlPath);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(/^.+ - Kastell Labs$/);
    if (isInternalPage(key)) {
      // A page for the team: kept out of search engines, so it names no canonical address or translations.
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toMatch(/<link rel="alternate" hrefLang=/);
      return;
    }
    expect(html).not.toContain('content="noindex"');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${urlPath}"`);
    for (const other of LOCALE_CODES)
      expect(html).toContain(`hrefLang="${other}" href="${SITE_URL}${localizePath(route, other)}"`);
    expect(html).toContain(`hrefLang="x-default" href="${SITE_URL}${route}"`);
  });
});

describe('articles and case studies', () => {
  const redirects: Array<{ from: string; to: string }> = JSON.parse(
    fs.readFileSync(path.join(PUBLIC, 'redirects.json'), 'utf8'),
  );

  it('has a page per article and locale, and /insight/{id}/ redirects to the slug URL', () => {
    for (const locale of LOCALE_CODES) {
      const idPath = locale === 'de' ? /^\/de\/insight\/[a-z0-9]{20,}\/$/ : /^\/insight\/[a-z0-9]{20,}\/$/;
      const toArticles = redirects.filter((r) => r.to.startsWith(localizePath('/insight/', locale)));
      const targets = toArticles.filter((r) => idPath.test(r.from));
      expect(targets).toHaveLength(PUBLISHED_POSTS);
      for (const { to } of targets) expect(read(to)).toContain(`<html lang="${locale}"`);
      // Besides the id redirects, only the former address of the article the CMS tests renamed.
      const route = (slug: string) => localizePath(articlePath(slug), locale);
      expect(toArticles.filter((r) => !idPath.test(r.from))).toEqual(
        isRenamedLocale(locale)
          ? [{ from: route(RENAMED_POST.slug[locale]), to: route(RENAMED_POST.renamed[locale]) }]
          : [],
      );
    }
  });

  it('links each article to its translation (translated slugs)', () => {
    const de = redirects.find((r) => r.to.startsWith('/de/insight/'))!;
    const en = redirects.find((r) => r.from === de.from.replace(/^\/de/, ''))!;
    expect(de.to).not.toBe(`/de${en.to}`);
    expect(read(de.to)).toContain(`hrefLang="en" href="${SITE_URL}${en.to}"`);
  });

  it('has every published case study per locale (the six of the fixtures and one renamed by the CMS tests)', () => {
    for (const locale of LOCALE_CODES) {
      const dir = path.join(PUBLIC, localizePath('/case-studies/', locale));
      const studies = fs
        .readdirSync(dir)
        .filter((d) => d !== 'projects' && fs.existsSync(path.join(dir, d, 'index.html')));
      expect(studies).toHaveLength(PUBLISHED_CASE_STUDIES);
    }
  });

  it('shows "Project in numbers" only for a case study that has figures', () => {
    for (const locale of LOCALE_CODES.filter(isRenamedLocale)) {
      // The case study the CMS tests wrote has no figures: no heading over an empty list.
      const bare = read(localizePath(caseStudyPath(RENAMED_CASE_STUDY.renamed[locale]), locale));
      expect(bare).not.toContain('id="in-numbers"');
      expect(bare).not.toContain('class="figures"');
      const seeded = read(localizePath(caseStudyPath(SEEDED_CASE_STUDY[locale]!.slug), locale));
      expect(decode(seeded)).toContain(siteText(locale, 'common:caseStudy.inNumbers'));
      expect(seeded).toContain('class="figures"');
    }
  });
});

describe('content integrity', () => {
  const files = allFiles(PUBLIC).filter((f) => /\.(html|json|js|txt|xml)$/.test(f));
  const text = (f: string) => fs.readFileSync(f, 'utf8');

  it("shows the editor's published German edit, which survived a CMS restart", () => {
    const pages = files.filter(
      (f) => f.endsWith('index.html') && f.includes(`${path.sep}de${path.sep}insight${path.sep}`),
    );
    expect(pages.some((f) => decode(text(f)).includes(EDITED_GERMAN_TITLE))).toBe(true);
  });

  it('contains no draft and no build token', () => {
    const token = process.env.SITE_BUILD_TOKEN!;
    expect(token.length).toBeGreaterThan(30);
    const leaks = files.filter((f) => {
      const content = text(f);
      return content.includes(DRAFT_TITLE) || content.includes(token);
    });
    expect(leaks).toEqual([]);
  });

  it('serves the media it references from the site itself', () => {
    const home = read('/');
    // Every site-relative image of the page (src and each srcset candidate) is a file of the build.
    const sources = [...home.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    );
    const images = sources.filter((src) => src.startsWith('/static/'));
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(fs.existsSync(path.join(PUBLIC, decodeURIComponent(src)))).toBe(true);
  });

  it('ships no source maps: no .map file, no sourceMappingURL in any script or stylesheet', () => {
    const everything = allFiles(PUBLIC);
    expect(everything.filter((f) => f.endsWith('.map')).map((f) => path.relative(PUBLIC, f))).toEqual([]);
    const referencing = everything
      .filter((f) => /\.(js|css)$/.test(f))
      .filter((f) => /[#@] sourceMappingURL=/.test(text(f)))
      .map((f) => path.relative(PUBLIC, f));
    expect(referencing).toEqual([]);
  });

  it('has an English and a German 404 page', () => {
    expect(decode(fs.readFileSync(path.join(PUBLIC, '404.html'), 'utf8'))).toContain(
      siteText('en', 'common:errors.notFoundTitle'),
    );
    expect(decode(read('/de/404/'))).toContain(siteText('de', 'common:errors.notFoundTitle'));
  });

  it("lists no page address in Gatsby's app bundle: a new page leaves the compiled code as it was", () => {
    // The bundle this build compiled (older ones stay in public/ until a clean build).
    const chunks = JSON.parse(text(path.join(PUBLIC, 'chunk-map.json'))) as Record<string, string[]>;
    expect(chunks.app).toEqual([expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/)]);
    expect(text(path.join(PUBLIC, chunks.app![0]!)).match(/"matchPath":"[^"]*"/g)).toBeNull();
  });
});

test('no page repeats an element id (anchors and labels stay unambiguous)', () => {
  const pages = allFiles(PUBLIC).filter((f) => f.endsWith('.html'));
  const duplicates = pages.flatMap((file) => {
    // Gatsby writes its own `_gatsby-scripts-*` script id twice in every page; that is the framework's, not ours.
    const ids = [...fs.readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((id) => !id.startsWith('_gatsby-'));
    return ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${path.relative(PUBLIC, file)}: ${id}`);
  });
  expect(duplicates).toEqual([]);
});

describe('the committed GraphQL types (site/src/gatsby-types.d.ts)', () => {
  it('are what the build generates from the queries: a changed query comes with its regenerated types', () => {
    const committedFile = path.resolve(__dirname, '../../.state/gatsby-types.committed.d.ts');
    const generated = fs.readFileSync(path.resolve(__dirname, '../../site/src/gatsby-types.d.ts'), 'utf8').split('\n');
    const committed = fs.readFileSync(committedFile, 'utf8').split('\n');
    const firstDifference = generated.findIndex((line, i) => line !== committed[i]);
    // The line where they part, so the failure says what drifted; -1 and equal lengths when nothing did.
    expect({ line: firstDifference + 1, generated: generated[firstDifference] ?? '' }).toEqual({
      line: 0,
      generated: '',
    });
    expect(generated.length).toBe(committed.length);
  });
});

describe.each(LOCALE_CODES)('the blog is called by one name (%s)', (locale) => {
  it('in the main menu, in the breadcrumbs of the list and of an article', () => {
    const listPath = localizePath(STATIC_ROUTES.insight, locale);
    const list = read(listPath);
    const header = /<header[\s\S]*?<\/header>/.exec(list)?.[0] ?? '';
    const menuName = new RegExp(`<a href="${listPath}"[^>]*>([^<]+)</a>`).exec(header)?.[1];
    expect(menuName).toBeTruthy();
    const crumbs = (html: string) => /<nav[^>]*class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(crumbs(list)).toContain(`<span aria-current="page">${menuName}</span>`);
    const articlePath = new RegExp(`<h2><a href="(${listPath}[a-z0-9-]+/)"`).exec(list)?.[1];
    expect(crumbs(read(articlePath!))).toContain(`<a href="${listPath}">${menuName}</a>`);
  });
});

describe.each([
  {
    locale: 'en',
    consent: 'only with your consent',
    processor: /processors? under (a data processing agreement \()?Art\. 28 GDPR/,
  },
  { locale: 'de', consent: 'nur mit Ihrer Einwilligung', processor: /Auftragsverarbeiter.{0,80}Art\. 28 DSGVO/ },
] as const)(
  'the privacy page in $locale names every third party a visitor can reach',
  ({ locale, consent, processor }) => {
    // The text as a reader sees it: German headings carry soft hyphens where a line may break.
    const text = decode(read(localizePath(STATIC_ROUTES.privacy, locale)).replace(/<[^>]+>/g, ' '))
      .replace(/\u00ad/g, '')
      .replace(/\s+/g, ' ');
    const global = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../cms/fixtures/global.json'), 'utf8'),
    ) as Record<string, { bookingUrl: string }>;

    it('what the tag manager loads, and only after consent', () => {
      expect(text).toContain(`Google Ads – ${consent}`);
      expect(text).toContain(`gtm.js`);
      expect(text).toContain(new URL(TAG_MANAGER_ORIGIN).host);
      expect(text).toContain('google-analytics.com');
    });

    it("the booking service at the host the site's booking buttons open", () => {
      expect(text).toContain(new URL(global[locale]!.bookingUrl).host);
    });

    it('that the services act as processors', () => {
      expect(text).toMatch(processor);
    });
  },
);
