/**
 * Return, yield and minimum-investment figures ("4 % geplante jährliche Rendite", "investments from €1,000"). The site
 * prints the risk note next to every text that states one (`RiskNote`), and a build test holds every built page in
 * every language to it, finding the figures with these same patterns.
 */
import { formatFigure } from '../../i18n/format';

/** A percentage: "4%", "4 %", "4 percent", "4 Prozent". */
const PERCENT = String.raw`\d(?:[\d.,]*\d)?[\s\u00a0]?(?:%|percent\b|per cent\b|Prozent\b)`;
/** An amount of money: "€1,000", "$1,000", "1.000 Euro", "2,4 Mio. Euro", "€2.4 million". */
const MONEY = String.raw`(?:[€$][\s\u00a0]?\d|\d(?:[\d.,]*\d)?[\s\u00a0]?(?:€|euro\b|EUR\b|US-Dollar\b|dollars?\b|USD\b|Mio\.|million\b|Millionen\b))`;
/** Words of a return or yield. */
const RETURN = String.raw`(?:\b(?:yields?|returns?|interest|coupons?|payouts?|distributions?)\b|Rendite|Verzinsung|\bZinse?n?\b|Kupon|Ausschüttung)`;
/** Words of a minimum investment: "minimum investment", "take part from", "Mindestanlage", "beteiligen … ab". */
const MINIMUM = String.raw`(?:minimum (?:investment|subscription|ticket)|\b(?:invest(?:ments?|ing|ors?)?|take part|took part|start(?:s|ing)?)\b[^.;:]{0,40}\b(?:from|at)\b|Mindest(?:anlage|zeichnung|beteiligung|betrag)|\b(?:Beteiligung(?:en)?|Anlagen?|Anleger|Zeichnung(?:en)?|beteiligen|zeichnen)\b[^.;:]{0,40}\bab\b|\bab\b[^.;:]{0,30}\b(?:beteiligen|zeichnen|investieren))`;
/** Within one clause, in either order: the words and the figure they are about. */
const near = (words: string, figure: string) =>
  new RegExp(`${words}[^.;!?]{0,60}?${figure}|${figure}[^.;!?]{0,60}?${words}`, 'iu');
const RETURN_FIGURE = near(RETURN, PERCENT);
const MINIMUM_FIGURE = near(MINIMUM, MONEY);
/** The figures alone: a text without one cannot match the patterns above (found far quicker than words near them). */
const ANY_PERCENT = new RegExp(PERCENT, 'iu');
const ANY_MONEY = new RegExp(MONEY, 'iu');

/** True when `text` states a return or yield with a percentage, or a minimum investment with an amount, in one clause. */
export function mentionsInvestmentFigure(text: string): boolean {
  // Soft hyphens (the build's hyphenation of long words, "Mindest\u00adanlage") are no break in a word.
  const plain = text
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\u00ad|&shy;/g, '')
    .replace(/<[^>]*>/g, ' ');
  return (
    (ANY_PERCENT.test(plain) && RETURN_FIGURE.test(plain)) || (ANY_MONEY.test(plain) && MINIMUM_FIGURE.test(plain))
  );
}

/** A key figure stored as a number (`amount` with its `unit`), written as the site writes it in English ("€1,000"). */
const figureNumber = (value: object): string => {
  const { amount, unit, orMore } = value as { amount?: unknown; unit?: unknown; orMore?: unknown };
  if (typeof amount !== 'number') return '';
  return formatFigure(
    { amount, unit: typeof unit === 'string' ? unit : null, orMore: orMore === true, value: null },
    'en',
  );
};

/**
 * The texts of a CMS entry or section to look at: each object's own strings read together (a figure's number or
 * value and its label, a question and its answer), and so on for every object and list inside it.
 */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value === null || typeof value !== 'object') return [];
  const fields = Object.values(value);
  const own = [figureNumber(value), ...fields.filter((field): field is string => typeof field === 'string')]
    .filter((text) => text !== '')
    .join(' ');
  return [own, ...fields.filter((field) => typeof field === 'object').flatMap(textsOf)].filter((text) => text !== '');
}

/** True when any text of `value` states an investment figure (see `mentionsInvestmentFigure`). */
export const hasInvestmentFigure = (value: unknown): boolean => textsOf(value).some(mentionsInvestmentFigure);
