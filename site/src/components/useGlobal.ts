import { graphql, useStaticQuery } from 'gatsby';
import type { GlobalSettings } from '../content/types';
import type { Locale } from '@app/routing';
import { useLocale } from '../i18n/useLocale';

/** Global settings (company data, menus, footer) of the current locale. */
export function useGlobal(): GlobalSettings {
  return useGlobalSettings(useLocale());
}

/** Global settings of a given locale (usable in `Head`, which has no i18n context). */
export function useGlobalSettings(locale: Locale): GlobalSettings {
  const data = useStaticQuery<Queries.GlobalSettingsQuery>(graphql`
    query GlobalSettings {
      allCmsGlobal {
        nodes {
          locale
          companyName
          legalName
          tagline
          email
          phone
          street
          postalCode
          city
          country
          headerMenu
          footerText
          footerLinks
          socialLinks
          bookingUrl
          defaultMetaDescription
        }
      }
    }
  `);
  const global = data.allCmsGlobal.nodes.find((n) => n.locale === locale);
  if (!global) throw new Error(`No global settings for locale ${locale}`);
  return global as unknown as GlobalSettings;
}
