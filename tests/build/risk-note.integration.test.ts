/**
 * Every built page, in every language: a text that states a return, a yield or a minimum investment sits in a region
 * (the section, article or main content around it) that carries the risk note in the page's language – a model
 * figure, not a promise; risk up to a total loss; no investment advice. Titles and search descriptions, where no
 * note can stand beside them, state no such figure.
 */
import fs from 'fs';
import path from 'path';
import { JSDOM } from 'jsdom';
import { LOCALE_CODES, isLocale, type Locale } from '@app/routing';
import { mentionsInvestmentFigure } from '../../site/src/components/RiskNote/investment-figures';

const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const ROOT = path.resolve(__dirname, '..', '..');

const riskNote = (locale: Locale): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'common.json'), 'utf8')) as { riskNote: string })
    .riskNote;
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
    );
}

/** The smallest elements whose text states a figure: none of their child elements does on its own. */
function figureElements(document: Document): Element[] {
  return [...document.body.querySelectorAll('*')].filter(
    (el) =>
      !el.closest('[data-risk-note], script, style, noscript') &&
      mentionsInvestmentFigure(squash(el.textContent)) &&
      ![...el.children].some((child) => mentionsInvestmentFigure(squash(child.textContent))),
  );
}

type Finding = { page: string; problem: string };

function check(file: string): Finding[] {
  const page = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;
  const { document } = new JSDOM(fs.readFileSync(file, 'utf8')).window;
  const lang = document.documentElement.lang;
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const findings: Finding[] = [];
  const head = [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content'),
    document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
  ];
  for (const text of head.map(squash).filter(mentionsInvestmentFigure)) {
    findings.push({ page, problem: `a figure in the title or description: "${text}"` });
  }
  for (const el of figureElements(document)) {
    const region = el.closest('section, article, main');
    const notes = [...(region?.querySelectorAll('[data-risk-note]') ?? [])].map((n) => squash(n.textContent));
    if (!notes.includes(riskNote(locale))) {
      findings.push({ page, problem: `no risk note beside "${squash(el.textContent).slice(0, 120)}"` });
    }
  }
  return findings;
}

const files = htmlFiles(PUBLIC);
const findings = files.flatMap(check);

it('reads every built page, and the pages that advertise returns and minimum investments in every language', () => {
  expect(files.length).toBeGreaterThan(60);
  for (const locale of LOCALE_CODES) {
    const prefix = locale === 'en' ? '/' : `/${locale}/`;
    const withNote = files
      .filter((file) => `/${path.relative(PUBLIC, file)}`.startsWith(prefix))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('data-risk-note'));
    // The STO overview, tokenized real estate, fundraising, the case study and the article on tokenized real estate.
    expect(withNote.length).toBeGreaterThanOrEqual(5);
  }
});

it('prints the risk note beside every return, yield and minimum-investment figure, and none in a title', () => {
  expect(findings).toEqual([]);
});
