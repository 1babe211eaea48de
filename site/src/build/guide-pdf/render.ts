import PDFDocument from 'pdfkit';
import { CmsError } from '@app/cms-client';
import { missingGlyphs } from '@app/content-rules';
import { localeInfo, type Locale } from '@app/routing';
import { typeset } from '../../i18n/typography';
import { formatMonth } from './dates';
import { FONT_NAMES, fontPath } from './fonts';
import { guideLabel } from './labels';
import { COLORS, CONTENT_WIDTH, PAGE, TYPE } from './layout';
import { markdownToBlocks } from './markdown';
import { Typesetter } from './typeset';
import type { GuideContent, GuideRenderOptions } from './types';

type Doc = PDFKit.PDFDocument;
type TocEntry = { number: number | null; title: string; page: number; destination: string };

/**
 * Fails with the field and characters when the guide uses a character the embedded font cannot show, so the PDF
 * never has an empty box. The CMS refuses such text at *Publish* and the build before it renders anything
 * (`@app/content-rules`); this is the renderer's own guard for content that reaches it another way.
 */
function assertPrintable(guide: GuideContent, companyName: string): void {
  const fields: Array<[string, string]> = [
    ['title', guide.title],
    ['subtitle', guide.subtitle],
    ['company name', companyName],
    ...guide.chapters.flatMap((c, i): Array<[string, string]> => [[`chapter ${i + 1}`, `${c.heading}\n${c.body}`]]),
    ['closingHeading', guide.closingHeading],
    ['closingText', guide.closingText],
    ['disclaimer', guide.disclaimer],
  ];
  const problems = fields.flatMap(([where, text]) => {
    const missing = missingGlyphs(text);
    return missing.length > 0 ? [`${where}: ${missing.map((c) => `"${c}"`).join(', ')}`] : [];
  });
  if (problems.length > 0) {
    throw new CmsError(`The STO guide uses characters the PDF font cannot show (${problems.join('; ')})`, {
      contentType: 'guide',
      locale: guide.locale,
    });
  }
}

function createDocument(guide: GuideContent, options: GuideRenderOptions): Doc {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    autoFirstPage: false,
    font: fontPath('regular'),
    lang: localeInfo(options.locale).iso,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: guide.title,
      Author: options.companyName,
      Subject: guide.subtitle,
      Keywords: guideLabel(options.locale, 'keywords'),
      Creator: options.publicUrl,
      // The content's date, not the build's: the same guide gives the same file (PDFKit derives the file id from it).
      ...(guide.updatedAt ? { CreationDate: new Date(guide.updatedAt) } : {}),
    },
  });
  for (const name of FONT_NAMES) doc.registerFont(name, fontPath(name));
  return doc;
}

/** The 1-based number of the page being written. */
const pageNumber = (doc: Doc) => {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
};

function titlePage(doc: Doc, guide: GuideContent, options: GuideRenderOptions): void {
  doc.addPage();
  const x = PAGE.margins.left;
  const titleTop = 150;
  doc.font('bold').fontSize(TYPE.title);
  const titleHeight = doc.heightOfString(guide.title, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.font('regular').fontSize(TYPE.subtitle);
  const subtitleHeight = doc.heightOfString(guide.subtitle, { width: CONTENT_WIDTH, lineGap: 4 });
  const bandHeight = titleTop + titleHeight + 16 + subtitleHeight + 48;
  doc.rect(0, 0, 18, PAGE.height).fill(COLORS.brand);
  doc.rect(18, 0, PAGE.width - 18, bandHeight).fill(COLORS.soft);
  doc.font('semibold').fontSize(13).fillColor(COLORS.accent).text(options.companyName, x, 84, { width: CONTENT_WIDTH });
  doc.font('bold').fontSize(TYPE.title).fillColor(COLORS.ink);
  doc.text(guide.title, x, titleTop, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.font('regular').fontSize(TYPE.subtitle).fillColor(COLORS.muted);
  doc.text(guide.subtitle, x, titleTop + titleHeight + 16, { width: CONTENT_WIDTH, lineGap: 4 });
  doc.y = bandHeight + 28;
  if (guide.updatedAt) {
    const date = formatMonth(guide.updatedAt, options.locale);
    doc.font('semibold').fontSize(10).fillColor(COLORS.ink);
    doc.text(guideLabel(options.locale, 'asOf', { date }), x, doc.y, { width: CONTENT_WIDTH });
  }
  const host = new URL(options.publicUrl).host;
  doc.font('regular').fontSize(10).fillColor(COLORS.accent);
  doc.text(host, x, doc.y + 2, { width: CONTENT_WIDTH, link: options.publicUrl, underline: true });
  disclaimer(doc, guide.disclaimer);
}

function disclaimer(doc: Doc, text: string): void {
  doc.font('italic').fontSize(TYPE.small);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 2 });
  const y = PAGE.height - PAGE.margins.bottom - height;
  doc
    .moveTo(PAGE.margins.left, y - 12)
    .lineTo(PAGE.margins.left + 60, y - 12)
    .lineWidth(1)
    .strokeColor(COLORS.line)
    .stroke();
  doc.fillColor(COLORS.muted).text(text, PAGE.margins.left, y, { width: CONTENT_WIDTH, lineGap: 2 });
}

/**
 * Below this line a new chapter starts on the next page rather than squeezed under the last one; above it, it follows
 * on the same page, so no page is left nearly empty (a test holds every page but the last to a third full).
 */
const CHAPTER_BREAK_Y = PAGE.height * 0.72;

/**
 * Starts a chapter (or the closing section) with a bookmark and a link target for the table of contents:
 * on a new page when asked or when the current page is mostly full, else after a gap on the same page.
 */
function chapterStart(doc: Doc, title: string, label: string | null, destination: string, newPage: boolean): number {
  if (newPage || doc.y > CHAPTER_BREAK_Y) doc.addPage();
  else doc.y += 30;
  const x = PAGE.margins.left;
  doc.addNamedDestination(destination, 'XYZ', x, doc.y, null);
  doc.outline.addItem(title);
  if (label) {
    doc.font('semibold').fontSize(TYPE.chapterLabel).fillColor(COLORS.accent);
    doc.text(label.toUpperCase(), x, doc.y, { width: CONTENT_WIDTH, characterSpacing: 1.2 });
    doc.moveDown(0.5);
  }
  doc
    .font('bold')
    .fontSize(TYPE.chapter)
    .fillColor(COLORS.ink)
    .text(title, x, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  const ruleY = doc.y + 8;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + 48, ruleY)
    .lineWidth(3)
    .strokeColor(COLORS.brand)
    .stroke();
  doc.x = x;
  doc.y = ruleY + 22;
  return pageNumber(doc);
}

function body(doc: Doc, setter: Typesetter, markdown: string, siteUrl: string): void {
  setter.blocks(markdownToBlocks(markdown, siteUrl));
  doc.x = PAGE.margins.left;
}

function tableOfContents(doc: Doc, pageIndex: number, entries: TocEntry[], locale: Locale): void {
  doc.switchToPage(pageIndex);
  const x = PAGE.margins.left;
  doc
    .font('bold')
    .fontSize(TYPE.chapter)
    .fillColor(COLORS.ink)
    .text(guideLabel(locale, 'contents'), x, PAGE.margins.top);
  let y = doc.y + 24;
  for (const entry of entries) {
    doc
      .font(entry.number === null ? 'semibold' : 'regular')
      .fontSize(TYPE.toc)
      .fillColor(COLORS.ink);
    const numberWidth = 26;
    const pageWidth = 30;
    const titleWidth = CONTENT_WIDTH - numberWidth - pageWidth - 12;
    const height = doc.heightOfString(entry.title, { width: titleWidth });
    if (entry.number !== null) {
      doc
        .font('semibold')
        .fillColor(COLORS.accent)
        .text(String(entry.number), x, y, { width: numberWidth, lineBreak: false });
    }
    doc.font(entry.number === null ? 'semibold' : 'regular').fillColor(COLORS.ink);
    doc.text(entry.title, x + numberWidth, y, { width: titleWidth });
    doc.text(String(entry.page), x + CONTENT_WIDTH - pageWidth, y, {
      width: pageWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.goTo(x, y, CONTENT_WIDTH, height, entry.destination);
    y += height + 12;
    doc
      .moveTo(x, y - 6)
      .lineTo(x + CONTENT_WIDTH, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
  }
}

/** Company name and "Page n of N" on every page but the title page. */
function footers(doc: Doc, locale: Locale, companyName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const y = PAGE.height - PAGE.margins.bottom + 30;
    doc
      .moveTo(PAGE.margins.left, y - 10)
      .lineTo(PAGE.margins.left + CONTENT_WIDTH, y - 10)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.font('regular').fontSize(TYPE.small).fillColor(COLORS.muted);
    doc.text(companyName, PAGE.margins.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    const label = guideLabel(locale, 'page', { page: index + 1, total: start + count });
    doc.text(label, PAGE.margins.left + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The guide's plain-text fields typeset (`i18n/typography.ts`); the Markdown is typeset block by block. */
const typesetPlain = (guide: GuideContent): GuideContent => ({
  ...guide,
  title: typeset(guide.title),
  subtitle: typeset(guide.subtitle),
  chapters: guide.chapters.map((chapter) => ({ ...chapter, heading: typeset(chapter.heading) })),
  closingHeading: typeset(guide.closingHeading),
  disclaimer: typeset(guide.disclaimer),
});

/**
 * Typesets the STO guide as an A4 PDF: title page, linked table of contents, the chapters (a page ends only where a
 * paragraph allows it: `page-break.ts`), the closing "about us" section, page numbers and the company name in the footer, bookmarks,
 * the embedded Inter font and the document's title and language in its metadata.
 */
export async function renderGuidePdf(content: GuideContent, options: GuideRenderOptions): Promise<Buffer> {
  assertPrintable(content, options.companyName);
  const guide = typesetPlain(content);
  const doc = createDocument(content, options);
  const done = collect(doc);
  const setter = new Typesetter(doc);
  titlePage(doc, guide, options);
  doc.addPage();
  const tocIndex = pageNumber(doc) - 1;
  const entries: TocEntry[] = guide.chapters.map((chapter, i) => {
    const destination = `chapter-${i + 1}`;
    const label = guideLabel(options.locale, 'chapter', { number: i + 1 });
    const page = chapterStart(doc, chapter.heading, label, destination, i === 0);
    body(doc, setter, chapter.body, options.siteUrl);
    return { number: i + 1, title: chapter.heading, page, destination };
  });
  // The closing "about us" follows the last chapter like a chapter: on its own page it would leave one nearly empty.
  const closingPage = chapterStart(doc, guide.closingHeading, null, 'closing', false);
  body(doc, setter, guide.closingText, options.siteUrl);
  entries.push({ number: null, title: guide.closingHeading, page: closingPage, destination: 'closing' });
  tableOfContents(doc, tocIndex, entries, options.locale);
  footers(doc, options.locale, options.companyName);
  doc.end();
  return done;
}
