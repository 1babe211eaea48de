import { localeInfo, type Locale } from '@app/routing';

/** One formatter per locale: building an `Intl.DateTimeFormat` costs far more than formatting with it. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date in the locale's format (en: "March 12, 2026", de: "12. März 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo(locale).iso, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}

/** A key figure as the CMS holds it: a number with its unit, or a text. */
export type FigureData = {
  readonly amount?: number | null;
  readonly unit?: string | null;
  readonly orMore?: boolean | null;
  readonly value?: string | null;
};

const CURRENCIES = new Set(['EUR', 'USD']);

/**
 * A key figure as a reader of `locale` writes it: a number in the language's digits and separators (5,000 · 5.000),
 * a share as a percentage (72% · 72 %), an amount of money with its currency (€410,000 · 410.000 €), "+" after it
 * for "or more"; a figure that is a text (`value`: "2–4 weeks") as the editor wrote it.
 */
export function formatFigure(figure: FigureData, locale: Locale): string {
  const { amount, unit } = figure;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return figure.value ?? '';
  const iso = localeInfo(locale).iso;
  const whole = Number.isInteger(amount);
  const options: Intl.NumberFormatOptions =
    unit === 'percent'
      ? { style: 'percent', maximumFractionDigits: 2 }
      : unit && CURRENCIES.has(unit)
        ? { style: 'currency', currency: unit, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }
        : { maximumFractionDigits: 2 };
  const number = new Intl.NumberFormat(iso, options).format(unit === 'percent' ? amount / 100 : amount);
  return figure.orMore ? `${number}+` : number;
}
