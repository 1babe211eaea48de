/**
 * The STO guide in the built site: one PDF per language under /downloads/, typeset from the CMS guide
 * entry, linked from the STO page of the same language, with the page count that page promises.
 */
import fs from 'fs';
import path from 'path';
import { CONTENT_QUERIES, createCmsClient } from '@app/cms-client';
import { LOCALE_CODES, localeInfo, localizePath, type Locale } from '@app/routing';
import { guidePdfPath } from '../../site/src/build/guide-pdf/path';
import { extractPdfText, promisedPageCount, type PdfText } from '../../site/test/pdf-text';

const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1341';

type Guide = { title: string; chapters: Array<{ heading: string }>; closingHeading: string };

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#160;/g, ' ');

const pdfs: Partial<Record<Locale, { bytes: Buffer; text: PdfText }>> = {};
const guides: Partial<Record<Locale, Guide>> = {};
let publicUrl = '';

beforeAll(async () => {
  // The published guide in both languages, read as the build reads it (with the build's read-only token; the
  // public may read the guide too, but not populate its chapters).
  const client = createCmsClient({ baseUrl: CMS_URL, token: process.env.SITE_BUILD_TOKEN });
  publicUrl = (await client.get<{ data: { siteUrl: string } }>('global', { locale: 'en' })).data.siteUrl;
  for (const locale of LOCALE_CODES) {
    const answer = await client.get<{ data: Guide }>('guide', { locale, ...CONTENT_QUERIES.guide });
    guides[locale] = answer.data;
    const file = path.join(PUBLIC, guidePdfPath(locale));
    if (fs.existsSync(file)) {
      const bytes = fs.readFileSync(file);
      pdfs[locale] = { bytes, text: await extractPdfText(bytes) };
    }
  }
}, 120_000);

describe.each(LOCALE_CODES)('the built STO guide (%s)', (locale) => {
  const other = LOCALE_CODES.find((l) => l !== locale)!;
  const pdf = () => {
    expect(pdfs[locale]).toBeDefined();
    return pdfs[locale]!;
  };
  const stoHtml = () => fs.readFileSync(path.join(PUBLIC, localizePath('/sto/', locale), 'index.html'), 'utf8');

  it(`is a PDF at ${guidePdfPath(locale)}`, () => {
    expect(pdf().bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('carries the chapter headings and title of the published CMS guide in its own language', () => {
    const { text, info } = pdf().text;
    const guide = guides[locale]!;
    expect(guide.chapters.length).toBeGreaterThanOrEqual(8);
    for (const chapter of guide.chapters) expect(text).toContain(squash(chapter.heading));
    expect(text).toContain(squash(guide.closingHeading));
    for (const chapter of guides[other]!.chapters) expect(text).not.toContain(squash(chapter.heading));
    expect(info).toMatchObject({ Title: guide.title, Language: localeInfo(locale).iso });
  });

  it("prints the site's public address from the CMS settings on its cover, never the build's localhost", () => {
    expect(publicUrl).toMatch(/^https:\/\//);
    expect(pdf().text.pages[0]).toContain(new URL(publicUrl).host);
    expect(pdf().text.text).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('answers within one working day, never two', () => {
    const { text } = pdf().text;
    expect(text).toContain(locale === 'en' ? 'within one working day' : 'binnen einem Werktag');
    expect(text).not.toMatch(/two working days|zwei Werktag/i);
  });

  it('is linked from the STO page of the same language, which promises its exact page count', () => {
    const html = stoHtml();
    const link = html.indexOf(`href="${guidePdfPath(locale)}"`);
    expect(link).toBeGreaterThan(0);
    expect(html).not.toContain(`href="${guidePdfPath(other)}"`);
    // The guide section's text stands just before its download link.
    const section = decode(html.slice(Math.max(0, html.lastIndexOf('<section', link)), link));
    const promised = promisedPageCount(section);
    expect(promised).not.toBeNull();
    expect(pdf().text.pages).toHaveLength(promised!);
  });
});
