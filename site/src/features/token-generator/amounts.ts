import { localeInfo, type Locale } from '@app/routing';

const WEI_PER_ETH = 10n ** 18n;

/** Numbers as the locale's language tag writes them (en-US 1,000.5; de-DE 1.000,5; fr-FR 1 000,5). */
const numberFormat = (locale: Locale) => new Intl.NumberFormat(localeInfo(locale).iso);

/**
 * Wei as ETH for people, in the page language: at most 6 decimals, rounded up so a fee is never shown
 * smaller than it is, and never "0" for a non-zero amount.
 */
export function formatEth(wei: bigint, locale: Locale): string {
  const step = 10n ** 12n; // 6 decimals
  const rounded = wei % step === 0n ? wei : wei - (wei % step) + step;
  const whole = rounded / WEI_PER_ETH;
  const fraction = (rounded % WEI_PER_ETH).toString().padStart(18, '0').slice(0, 6).replace(/0+$/, '');
  const format = numberFormat(locale);
  const separator = format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const wholeText = format.format(whole);
  return fraction ? `${wholeText}${separator}${fraction}` : wholeText;
}

/** A whole number typed as digits, grouped for reading (1,000,000 / 1.000.000). */
export function formatWhole(digits: string, locale: Locale): string {
  if (!/^\d+$/.test(digits)) return digits;
  return numberFormat(locale).format(BigInt(digits));
}
