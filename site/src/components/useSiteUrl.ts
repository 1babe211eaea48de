import { graphql, useStaticQuery } from 'gatsby';

/** Absolute origin of the site (SITE_URL at build time), for canonical and hreflang links. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? '';
}
