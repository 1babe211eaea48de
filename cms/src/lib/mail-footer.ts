import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale } from '@app/routing';
import { requestLocale, text } from './catalogue';
import { oneLine } from './mail-text';

/**
 * The company details every e-mail to a visitor carries, as a business letter of a GmbH must (§ 35a GmbHG: name
 * with legal form, seat, register court and number, managing directors). They come from the global settings.
 */
export type CompanyDetails = {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
};

export const COMPANY_DETAIL_FIELDS = [
  'legalName',
  'street',
  'postalCode',
  'city',
  'country',
  'registerCourt',
  'registerNumber',
  'managingDirectors',
] as const satisfies ReadonlyArray<keyof CompanyDetails>;

/** The footer's lines in the mail's language: name and address, seat and register, managing directors. */
export function footerText(details: CompanyDetails, locale: Locale): string {
  const t = (key: string) => text(locale, `emails:footer.${key}`);
  const value = (field: keyof CompanyDetails) => oneLine(details[field]);
  const joined = (separator: string, parts: string[]) => parts.filter((part) => part !== '').join(separator);
  const register = joined(', ', [value('registerCourt'), value('registerNumber')]);
  return joined('\n', [
    joined(', ', [
      value('legalName'),
      value('street'),
      joined(' ', [value('postalCode'), value('city')]),
      value('country'),
    ]),
    joined(' · ', [value('city') && `${t('seat')}: ${value('city')}`, register && `${t('register')}: ${register}`]),
    value('managingDirectors') && `${t('managingDirectors')}: ${value('managingDirectors')}`,
  ]);
}

/** The mail's text with the footer below the signature separator (`-- `, which mail programs recognise). */
export const withFooter = (body: string, footer: string): string => `${body.trimEnd()}\n\n-- \n${footer}\n`;

/**
 * The footer from the published global settings in `locale` (the default language's where that one has none).
 * A detail an editor left empty is named in the log; the mail still goes out with what there is.
 */
export async function companyFooter(strapi: Core.Strapi, locale: string): Promise<string> {
  const language = requestLocale(locale);
  const settings = async (l: Locale) =>
    (await strapi.documents('api::global.global').findFirst({ locale: l, status: 'published' })) as Partial<
      Record<keyof CompanyDetails, string | null>
    > | null;
  const global = (await settings(language)) ?? (language === DEFAULT_LOCALE ? null : await settings(DEFAULT_LOCALE));
  const details = Object.fromEntries(COMPANY_DETAIL_FIELDS.map((f) => [f, global?.[f] ?? ''])) as CompanyDetails;
  const missing = COMPANY_DETAIL_FIELDS.filter((f) => details[f].trim() === '');
  if (missing.length > 0) {
    strapi.log.error(`[mail] the global settings lack ${missing.join(', ')}: e-mails to visitors go out without them`);
  }
  return footerText(details, language);
}
