import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '@app/routing';
import type { SiteSettings } from './SiteContext';

/**
 * The site-wide settings of a locale: the CMS global settings (company data, menus, footer, booking link)
 * and the build's public URLs. Read at build time; usable in `Head`, which has no page context.
 */
export function useSiteSettings(locale: Locale): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      allStrapiGlobal {
        nodes {
          ...GlobalSettings
        }
      }
      site {
        siteMetadata {
          siteUrl
          cmsPublicUrl
        }
      }
    }
  `);
  const global = data.allStrapiGlobal.nodes.find((node) => node.locale === locale);
  if (!global) throw new Error(`No global settings for locale ${locale}`);
  return {
    locale,
    global,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    cmsPublicUrl: data.site?.siteMetadata?.cmsPublicUrl ?? '',
  };
}
