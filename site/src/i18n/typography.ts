/**
 * German and English typesetting: the places where a line must not break get a no-break space, so editors
 * and translators type ordinary spaces and the renderers (the HTML of CMS text, the STO guide PDF) apply this
 * one function. docs/glossary.md ("Typography") lists the rules for the people who write the copy.
 */
export const NBSP = '\u00a0';

const MONTHS =
  'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|' +
  'January|February|March|June|July|October|December';

/** Words that belong to the number before them: units, currencies, magnitudes, spans of time, counted people. */
const UNITS = [
  'Euro',
  'EUR',
  '€',
  'US-Dollar',
  'Dollar',
  'USD',
  'ETH',
  'Prozent',
  'percent',
  '%',
  'Mio\\.',
  'Mrd\\.',
  'Millionen',
  'Million',
  'million',
  'Milliarden',
  'Milliarde',
  'billion',
  'Sekunden',
  'Sekunde',
  'seconds?',
  'Minuten',
  'Minute',
  'minutes?',
  'min',
  'Stunden',
  'Stunde',
  'hours?',
  'Tagen?',
  'Tag',
  'days?',
  'Werktagen?',
  'Werktag',
  'working days?',
  'Arbeitstagen?',
  'Wochen',
  'Woche',
  'weeks?',
  'Monaten?',
  'Monat',
  'months?',
  'Jahren?',
  'Jahr',
  'years?',
  'Seiten',
  'Seite',
  'pages?',
  'Personen',
  'people',
  'persons',
  'ms',
  'KB',
  'MB',
  'GB',
  'kWh',
  'px',
].join('|');

/** A number as copy writes it: 8, 0,25, 100.000, 2,000, 1–6 (a range with an en dash). */
const NUMBER = String.raw`\d[\d.,]*(?:–\d[\d.,]*)?`;

/**
 * A rule: where a space becomes a no-break space, and a cheap test that the text can hold such a place at all (most
 * text nodes of an article hold no digit, no paragraph sign and no abbreviation: their rules are not run).
 */
type Rule = [pattern: RegExp, replacement: string, mayMatch: (text: string) => boolean];

const hasDigit = (text: string) => /\d/.test(text);

const RULES: Rule[] = [
  // "1 bis 8 Millionen", "between 1 and 8 million": the range stays on one line.
  [new RegExp(String.raw`(?<=(?<![\d.,])\d[\d.,]*) (bis|to|und|and) (?=\d)`, 'g'), `${NBSP}$1${NBSP}`, hasDigit],
  // "100.000 Euro", "5 Minuten", "0,25 ETH", "4 %", "1–6 months".
  [new RegExp(String.raw`(?<=${NUMBER}) (?=(?:${UNITS})(?![\p{L}\p{N}]))`, 'gu'), NBSP, hasDigit],
  // "8 Millionen Euro", "8 million euro", "2,4 Mio. Euro".
  [
    /(?<=\b(?:Millionen|Million|million|Milliarden|billion|Mio\.|Mrd\.)) (?=(?:Euro|euro|US-Dollar|Dollar)\b)/g,
    NBSP,
    (text) => /illi|Mio\.|Mrd\./.test(text),
  ],
  // "§ 6", "§§ 3", "Art. 1(4)(b)", "Abs. 2", "Nr. 2", "No. 2", "Satz 1", "lit. a", "Buchst. b".
  [/(?<=(?:§§?|\bArt\.|\bAbs\.|\bUAbs\.|\bNr\.|\bNo\.|\bSatz)) (?=\d)/g, NBSP, hasDigit],
  [/(?<=\b(?:lit\.|Buchst\.)) (?=[a-z]\b)/g, NBSP, (text) => text.includes('lit.') || text.includes('Buchst.')],
  // "§ 6 WpPG", "Art. 6 Abs. 1 lit. a DSGVO", "Art. 1(3) PR": the last part of a citation keeps its law.
  [
    /(?<=(?:§§?|\bArt\.)\u00a0[^\s]*(?:[ \u00a0](?:Abs\.|UAbs\.|Nr\.|No\.|Satz|lit\.|Buchst\.)\u00a0[^\s]+)*) (?=[a-z]?[A-Z][A-Za-z]*[A-Z][A-Za-z]*\b)/g,
    NBSP,
    (text) => text.includes('§') || text.includes('Art.'),
  ],
  // "Verordnung (EU) 2017/1129".
  [/(?<=\(EU\)) (?=\d)/g, NBSP, hasDigit],
  // "MiFID II", "ZuFinG II", "Basel III".
  [/(?<=\b[A-Z][A-Za-z]+) (?=(?:II|III|IV)\b)/g, NBSP, (text) => text.includes('II') || text.includes('IV')],
  // "z. B.", "d. h.", "u. a.", "i. V. m.".
  [/(?<=(?:^|[\s\u00a0(])[a-zA-ZäöüÄÖÜ]\.) (?=[a-zA-ZäöüÄÖÜ]\.)/g, NBSP, (text) => text.includes('. ')],
  // "17. Januar", "5 March", "November 2026".
  [new RegExp(String.raw`(?<=\b\d{1,2}\.?) (?=(?:${MONTHS})\b)`, 'g'), NBSP, hasDigit],
  [new RegExp(String.raw`(?<=\b(?:${MONTHS})) (?=\d{4}\b)`, 'g'), NBSP, hasDigit],
];

/** The text with no-break spaces where a line must not break (a plain space becomes U+00A0; nothing else changes). */
export function typeset(text: string): string {
  if (!text.includes(' ')) return text;
  return RULES.reduce(
    (result, [pattern, replacement, mayMatch]) => (mayMatch(result) ? result.replace(pattern, replacement) : result),
    text,
  );
}
