/**
 * The STO guide as a reader gets it: every language rendered from the CMS fixture, read back with pdf.js.
 */
import fs from 'fs';
import path from 'path';
import { CmsError } from '@app/cms-client';
import { LOCALE_CODES, localeInfo, otherLocales, type Locale } from '@app/routing';
import { extractPdfText, promisedPageCount, type PdfText } from '../../../test/pdf-text';
import { NBSP } from '../../i18n/typography';
import { guideFromNode } from './map';
import { markdownToBlocks, type Block } from './markdown';
import { guideLabel } from './labels';
import { renderGuidePdf } from './render';
import type { GuideContent } from './types';

jest.setTimeout(60_000);

const FIXTURES = path.resolve(__dirname, '../../../../cms/fixtures');
const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'guide.json'), 'utf8'));
const stoPage = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'pages/sto.json'), 'utf8'));
// A local build: the site runs on localhost, the CMS settings name the public address.
const SITE_URL = 'http://localhost:9000';
const PUBLIC_URL = 'https://www.kastell-labs.example';
const OPTIONS = { companyName: 'Kastell Labs', siteUrl: SITE_URL, publicUrl: PUBLIC_URL };

const guideOf = (locale: Locale): GuideContent =>
  guideFromNode({ ...fixture[locale], updatedAt: '2026-11-20T09:00:00.000Z' }, locale);
const guideSectionText = (locale: Locale): string =>
  stoPage[locale].sections.find((s: { __component: string }) => s.__component === 'sections.guide-download').text;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const rendered: Partial<Record<Locale, { pdf: Buffer; text: PdfText }>> = {};
beforeAll(async () => {
  for (const locale of LOCALE_CODES) {
    const pdf = await renderGuidePdf(guideOf(locale), { ...OPTIONS, locale });
    rendered[locale] = { pdf, text: await extractPdfText(pdf) };
  }
});
const get = (locale: Locale) => rendered[locale]!;

describe.each(LOCALE_CODES)('the STO guide PDF (%s)', (locale) => {
  it('has every chapter heading of its language and none of the others', () => {
    const { text } = get(locale).text;
    for (const chapter of guideOf(locale).chapters) expect(text).toContain(squash(chapter.heading));
    for (const other of otherLocales(locale)) {
      for (const chapter of guideOf(other).chapters) expect(text).not.toContain(squash(chapter.heading));
    }
  });

  it('has exactly the number of pages the STO page promises, within 12–20', () => {
    const promised = promisedPageCount(guideSectionText(locale));
    expect(promised).not.toBeNull();
    expect(get(locale).text.pages).toHaveLength(promised!);
    expect(promised).toBeGreaterThanOrEqual(12);
    expect(promised).toBeLessThanOrEqual(20);
  });

  it("prints the site's public address from the CMS settings on the cover, never the build's localhost", () => {
    const { pdf, text } = get(locale);
    expect(text.pages[0]).toContain('www.kastell-labs.example');
    expect(text.text).not.toContain('localhost');
    expect(pdf.toString('latin1')).toContain(`/URI (${PUBLIC_URL})`);
  });

  it('promises an answer within one working day, never two', () => {
    const { text } = get(locale).text;
    expect(text).toContain(wording(ANSWER_PROMISE, locale));
    expect(text).not.toMatch(/two working days|zwei Werktag|2 working days|2 Werktag/i);
  });

  it('lists each chapter in the table of contents with the page it starts on', () => {
    const { pages } = get(locale).text;
    const contents = pages[1]!;
    guideOf(locale).chapters.forEach((chapter, i) => {
      const entry = new RegExp(`${i + 1} ${escape(squash(chapter.heading))} (\\d+)`).exec(contents);
      expect(entry).not.toBeNull();
      expect(pages[Number(entry![1]) - 1]).toContain(squash(chapter.heading));
    });
  });

  it('numbers every page after the title page and names the company in the footer', () => {
    const { pages } = get(locale).text;
    expect(pages[0]).not.toContain(guideLabel(locale, 'page', { page: 1, total: pages.length }));
    expect(pages[0]).not.toMatch(/(Page|Seite) 1 (of|von)/);
    pages.slice(1).forEach((page, i) => {
      expect(page).toContain('Kastell Labs');
      expect(page).toContain(guideLabel(locale, 'page', { page: i + 2, total: pages.length }));
    });
  });

  it('carries title, author and language in its metadata and embeds the Inter font', () => {
    const { pdf, text } = get(locale);
    expect(text.info).toMatchObject({
      Title: guideOf(locale).title,
      Author: 'Kastell Labs',
      Language: localeInfo(locale).iso,
    });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('states the legal facts of product rules §9', () => {
    const { text } = get(locale).text;
    for (const fact of wording(LEGAL_FACTS, locale)) expect(text).toContain(fact);
  });
});

/**
 * What a reader must find in the guide, in each language's words: checked against the translation by a person,
 * so a language added to the site fails here, named, until its wording is added.
 */
function wording<T>(table: Readonly<Record<string, T>>, locale: Locale): T {
  const words = table[locale];
  if (words === undefined) throw new Error(`The guide test has no wording for "${locale}" yet: add its line`);
  return words;
}

const ANSWER_PROMISE: Readonly<Record<string, string>> = {
  en: 'within one working day',
  de: 'binnen einem Werktag',
};

const LEGAL_FACTS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'small offering exemption',
    'fewer than 150 natural or legal persons per member state, other than qualified investors',
    'Art. 1(4)(b) PR',
    'Art. 3(2) PR',
    'Art. 3(2a) PR',
    'Regulation (EU) 2024/2809',
    'below 12 million euro',
    'lower this threshold to 5 million euro',
    'as of November 2026',
    'To be confirmed with counsel',
    '§ 3 No. 2 WpPG',
    'exclusively by way of investment advice or investment brokerage through an investment firm',
    '1–6 months',
    '6–12 months',
    'more than 12 months',
    'more than 50% of the voting rights',
    'Germany',
    'Estonia',
    'Lithuania',
    'Liechtenstein',
    'United Kingdom',
    '§ 6 WpPG',
    '1,000 euro',
    '25,000 euro',
  ],
  de: [
    'Befreiung für Kleinemissionen',
    'weniger als 150 natürliche oder juristische Personen je Mitgliedstaat, die keine qualifizierten Anleger sind',
    'Art. 1 Abs. 4 Buchst. b ProspektVO',
    'Art. 3 Abs. 2 ProspektVO',
    'Art. 3 Abs. 2a ProspektVO',
    'Verordnung (EU) 2024/2809',
    'unter 12 Millionen Euro',
    'auf 5 Millionen Euro absenken',
    'Rechtsstand von November 2026',
    'Mit der Kanzlei zu klären',
    '§ 3 Nr. 2 WpPG',
    'ausschließlich im Wege der Anlageberatung oder Anlagevermittlung über ein Wertpapierdienstleistungsunternehmen',
    '1–6 Monate',
    '6–12 Monate',
    'über 12 Monate',
    'Mehrheit der Stimmrechte',
    'Deutschland',
    'Estland',
    'Litauen',
    'Liechtenstein',
    'Vereinigtes Königreich',
    'Wertpapierprospekt',
    'BaFin',
    '§ 6 WpPG',
    '1.000 Euro',
    '25.000 Euro',
  ],
};

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('hostile guide content', () => {
  const base = guideOf('en');
  const withBody = (body: string): GuideContent => ({ ...base, chapters: [{ heading: 'Links', body }] });

  it('writes http(s) links as link annotations and never a javascript: or data: link', async () => {
    const pdf = await renderGuidePdf(
      withBody('[safe](https://example.org/x) [quiz](/sto/quiz/) [bad](javascript:alert(1)) [data](data:text/html,x)'),
      { ...OPTIONS, locale: 'en' },
    );
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/URI (https://example.org/x)');
    expect(raw).toContain(`/URI (${SITE_URL}/sto/quiz/)`);
    expect(raw.toLowerCase()).not.toContain('javascript:');
    expect(raw).not.toContain('data:text');
    expect(raw).not.toMatch(/\/S \/JavaScript/);
    expect((await extractPdfText(pdf)).text).toContain('safe quiz bad data');
  });

  it('prints scripts and HTML as text', async () => {
    const pdf = await renderGuidePdf(withBody('<script>alert(1)</script>\n\nA <b>bold</b> claim'), {
      ...OPTIONS,
      locale: 'en',
    });
    const { text } = await extractPdfText(pdf);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('A <b>bold</b> claim');
  });

  it('refuses characters the font cannot show, naming where they are', async () => {
    await expect(renderGuidePdf(withBody('Step one → step two 🚀'), { ...OPTIONS, locale: 'en' })).rejects.toThrow(
      CmsError,
    );
    await expect(renderGuidePdf(withBody('Step one → step two 🚀'), { ...OPTIONS, locale: 'en' })).rejects.toThrow(
      /chapter 1: "→", "🚀".*guide, locale "en"/,
    );
  });

  it('breaks an oversized chapter across as many pages as it needs', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Paragraph ${i + 1} of a very long chapter.`).join('\n\n');
    const pdf = await renderGuidePdf(withBody(long), { ...OPTIONS, locale: 'en' });
    const { pages, text } = await extractPdfText(pdf);
    expect(pages.length).toBeGreaterThan(10);
    expect(text).toContain('Paragraph 400 of a very long chapter.');
  });
});

describe('line breaking', () => {
  const KEPT_TOGETHER = ['1 bis 8 Millionen Euro', '100.000 Euro', '§ 6 WpPG', 'MiFID II', 'Art. 1(4)(b) PR'];

  it('never ends a line inside an amount, a citation or a name that the typesetting keeps together', async () => {
    // Each phrase behind fillers of every length, so that without no-break spaces some line would end inside it.
    const filler = 'Angebot Anleger Emission Rendite Register Zeichnung Token Vertrag Prospekt Ausnahme Wert Plan';
    const body = KEPT_TOGETHER.flatMap((phrase) =>
      Array.from({ length: 60 }, (_, n) => `${filler} ${'x'.repeat(n)} ${phrase} Ende.`),
    ).join('\n\n');
    const guide = { ...guideOf('de'), chapters: [{ heading: 'Zeilenumbruch', body }] };
    const { lines } = await extractPdfText(await renderGuidePdf(guide, { ...OPTIONS, locale: 'de' }));
    const ends = lines.flat().filter((line) => !line.startsWith('K A P I T E L'));
    for (const phrase of KEPT_TOGETHER) {
      const words = phrase.split(' ');
      const heads = words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
      // The phrase did land at the end of lines: whole, or moved to the next line as a whole.
      expect(ends.some((line) => line.includes(phrase))).toBe(true);
      expect(ends.filter((line) => heads.some((head) => line === head || line.endsWith(` ${head}`)))).toEqual([]);
    }
  });

  it.each(LOCALE_CODES)(
    'in %s, no glued space of the guide sits on the border of two styles, where the PDF could still break the line',
    (locale) => {
      const runsOf = (blocks: Block[]): Array<Array<{ text: string }>> =>
        blocks.flatMap((block) => {
          if (block.kind === 'paragraph' || block.kind === 'heading') return [block.runs];
          if (block.kind === 'list') return block.items.flatMap((item) => [item.runs, ...runsOf(item.children)]);
          return [];
        });
      const guide = guideOf(locale);
      const borders = [...guide.chapters.map((c) => c.body), guide.closingText]
        .flatMap((markdown) => runsOf(markdownToBlocks(markdown, SITE_URL)))
        .flatMap((runs) => runs.slice(1).filter((run, i) => run.text.startsWith(NBSP) || runs[i]!.text.endsWith(NBSP)))
        .map((run) => run.text);
      expect(borders).toEqual([]);
    },
  );
});

describe('page breaks', () => {
  /** The plain text of every paragraph and list item of the guide, whitespace squashed as the PDF text is. */
  const flowingTexts = (locale: Locale): string[] => {
    const texts = (blocks: Block[]): string[] =>
      blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return [block.runs.map((r) => r.text).join('')];
        if (block.kind === 'list')
          return block.items.flatMap((item) => [item.runs.map((r) => r.text).join(''), ...texts(item.children)]);
        return [];
      });
    const guide = guideOf(locale);
    return [...guide.chapters.map((c) => c.body), guide.closingText]
      .flatMap((markdown) => texts(markdownToBlocks(markdown, SITE_URL)))
      .map(squash);
  };
  /** A page's lines without the footer (company name and page number, the page's last line). */
  const bodyLines = (lines: string[]) => lines.slice(0, -1);
  /** A line without the list marker the PDF prints before an item's first line. */
  const unmarked = (line: string) => line.replace(/^(?:•|\d+\.)\s+/, '');

  it.each(LOCALE_CODES)(
    'in %s, a page break leaves at least two lines of a paragraph on each page, and never follows a hyphen',
    (locale) => {
      const { lines } = get(locale).text;
      const texts = flowingTexts(locale);
      const problems: string[] = [];
      // From the first chapter on (the cover and the contents have no running text).
      for (let page = 2; page < lines.length - 1; page += 1) {
        const last = bodyLines(lines[page]!).at(-1)!;
        const first = bodyLines(lines[page + 1]!)[0]!;
        const at = `page ${page + 1}/${page + 2}`;
        if (/\p{L}-$/u.test(last)) problems.push(`${at}: a hyphenated word split across pages ("${last}")`);
        const split = texts.find((t) => t.includes(`${unmarked(last)} ${unmarked(first)}`));
        if (split?.startsWith(unmarked(last))) problems.push(`${at}: one line of a paragraph alone ("${last}")`);
        if (split?.endsWith(unmarked(first))) problems.push(`${at}: one line alone at the top ("${first}")`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(LOCALE_CODES)('in %s, every page but the last is at least a third full', (locale) => {
    const { lines } = get(locale).text;
    const sparse = lines
      .slice(2, -1)
      .map((page, i) => ({ page: i + 3, lines: bodyLines(page).length }))
      .filter(({ lines: count }) => count < 12);
    expect(sparse).toEqual([]);
  });
});

describe('the same guide, the same file', () => {
  it('renders byte for byte alike twice, dated by the guide, not by the build', async () => {
    const again = await renderGuidePdf(guideOf('en'), { ...OPTIONS, locale: 'en' });
    expect(again.equals(get('en').pdf)).toBe(true);
    // The reader's document properties show the guide's last change (PDF date string D:YYYYMMDDHHmmSSZ).
    expect(get('en').text.info.CreationDate).toBe('D:20261120090000Z');
  });
});
