/**
 * What the static site made of the content `tests/cms/editor-content.integration.test.ts` published through
 * the admin: an uploaded JPEG cover becomes a responsive <picture> in modern formats, never wider than the
 * layout needs; hostile markup in an article's title and text arrives as inert text; an article and a case study
 * renamed after publishing keep their former addresses as redirects.
 */
import fs from 'fs';
import path from 'path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { articlePath, caseStudyPath, localizePath } from '@app/routing';
import { HOSTILE_POST, MAX_LAYOUT_WIDTH, PHOTO_POST, RENAMED_CASE_STUDY, RENAMED_POST } from '../support/edits';

const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const LOCALES = ['en', 'de'] as const;

const pageOf = (slug: string, locale: (typeof LOCALES)[number]) =>
  fs.readFileSync(path.join(PUBLIC, localizePath(articlePath(slug), locale), 'index.html'), 'utf8');
/** The page's <main>: the content area (the head's own scripts are the site's, hashed by the CSP). */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** `srcset` candidates: [url, width]. */
const candidates = (srcset: string) =>
  srcset.split(',').map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return [url!, Number(descriptor?.replace(/w$/, ''))] as const;
  });

describe.each(LOCALES)('an uploaded JPEG cover (%s)', (locale) => {
  const html = pageOf(PHOTO_POST.slug[locale], locale);
  const picture = /<picture>[\s\S]*?<\/picture>/.exec(mainOf(html))?.[0] ?? '';
  const sourceSet = (type: string) => new RegExp(`<source type="${type}" srcSet="([^"]+)"`).exec(picture)?.[1] ?? '';

  it('is a <picture> with AVIF and WebP sources before the JPEG fallback', () => {
    expect(sourceSet('image/avif')).toMatch(/\.avif \d+w/);
    expect(sourceSet('image/webp')).toMatch(/\.webp \d+w/);
    expect(picture).toMatch(/<img\b[^>]*\bsrc="[^"]+\.jpg"/);
  });

  it('offers several widths, none above the widest layout width, and the files are that size', async () => {
    for (const type of ['image/avif', 'image/webp']) {
      const widths = candidates(sourceSet(type)).map(([, width]) => width);
      expect(widths.length).toBeGreaterThan(1);
      expect(Math.max(...widths)).toBeLessThanOrEqual(MAX_LAYOUT_WIDTH);
    }
    const [largestUrl, largestWidth] = candidates(sourceSet('image/webp')).at(-1)!;
    const file = await sharp(path.join(PUBLIC, decodeURI(largestUrl))).metadata();
    expect(file.width).toBe(largestWidth);
    expect(file.width).toBeLessThan(PHOTO_POST.width);
  });

  it('keeps its space before it loads (a sizer of its aspect ratio, a colour placeholder) and is described', () => {
    const wrapper = /<div data-gatsby-image-wrapper[\s\S]*?<\/picture>/.exec(mainOf(html))?.[0] ?? '';
    // The sizer: an empty SVG of the image's proportions (3:2, scaled to the widest layout width).
    const sizer = /src="data:image\/svg\+xml[^"]*height=&#x27;(\d+)&#x27;%20width=&#x27;(\d+)&#x27;/.exec(wrapper);
    expect(sizer).not.toBeNull();
    expect(Number(sizer![1]) / Number(sizer![2])).toBeCloseTo(PHOTO_POST.height / PHOTO_POST.width, 2);
    expect(wrapper).toMatch(/data-placeholder-image=""[^>]*background-color:#[0-9a-f]{6}/);
    // Alt text from the CMS, in the page's language.
    const img = /<img\b[^>]*\bsrc="[^"]+\.jpg"[^>]*>/.exec(picture)?.[0] ?? '';
    expect(decode(/\balt="([^"]*)"/.exec(img)?.[1] ?? '')).toBe(PHOTO_POST.alt[locale]);
  });
});

describe.each(LOCALES)('an article with hostile markup (%s)', (locale) => {
  const html = pageOf(HOSTILE_POST.slug[locale], locale);
  // Parsed as a browser would, scripts not run: what matters is the document's structure, not its spelling.
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main')!;

  it('shows its text, and its title as the editor typed it, as text', () => {
    expect(main.textContent).toContain(HOSTILE_POST.safeText[locale]);
    expect(main.querySelector('h1')?.textContent).toBe(HOSTILE_POST.title[locale]);
    expect(document.title).toContain(HOSTILE_POST.title[locale]);
  });

  it('contains nothing that could run: no script, frame, event handler or javascript: URL', () => {
    expect(main.querySelectorAll('script, iframe, object, embed, style')).toHaveLength(0);
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect({ name, tag: element.tagName }).not.toEqual({
          name: expect.stringMatching(/^on/i),
          tag: element.tagName,
        });
        if (/^(href|src|action|formaction|xlink:href|style)$/i.test(name)) expect(value).not.toMatch(/javascript:/i);
      }
    }
  });

  it('closes the safe link after its words: nothing after it on the page links to its target', () => {
    const links = [...document.querySelectorAll(`a[href="${HOSTILE_POST.goodLink.href}"]`)];
    expect(links.map((link) => link.textContent)).toEqual([HOSTILE_POST.goodLink.text]);
  });

  it('keeps the title inside the structured data it appears in (no way out of a script element)', () => {
    for (const script of document.querySelectorAll('script')) {
      if (script.getAttribute('type') === 'application/ld+json') {
        // Valid JSON after parsing as HTML: a title's </script> could not close the element early.
        expect(() => JSON.parse(script.textContent ?? '')).not.toThrow();
      } else {
        expect(script.textContent).not.toContain('__owned');
        expect(script.textContent).not.toContain('alert(');
      }
    }
  });
});

describe.each(LOCALES)('an article and a case study renamed after publishing (%s)', (locale) => {
  const redirects: Array<{ from: string; to: string }> = JSON.parse(
    fs.readFileSync(path.join(PUBLIC, 'redirects.json'), 'utf8'),
  );
  const built = (p: string) => fs.existsSync(path.join(PUBLIC, p, 'index.html'));

  it.each([
    ['article', RENAMED_POST, articlePath],
    ['case study', RENAMED_CASE_STUDY, caseStudyPath],
  ] as const)('the %s is built at its new address; the former one redirects there', (_kind, entry, route) => {
    const from = localizePath(route(entry.slug[locale]), locale);
    const to = localizePath(route(entry.renamed[locale]), locale);
    expect(built(to)).toBe(true);
    expect(built(from)).toBe(false);
    expect(redirects.filter((r) => r.from === from)).toEqual([{ from, to }]);
  });

  it('no redirect starts at a page the build made', () => {
    expect(redirects.filter((r) => built(r.from)).map((r) => r.from)).toEqual([]);
  });
});
