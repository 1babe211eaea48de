import { graphql, useStaticQuery } from 'gatsby';

/** Public origin of the CMS (CMS_PUBLIC_URL at build time), which the browser may query at runtime. */
export function useCmsPublicUrl(): string {
  const data = useStaticQuery<Queries.CmsPublicUrlQuery>(graphql`
    query CmsPublicUrl {
      site {
        siteMetadata {
          cmsPublicUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.cmsPublicUrl ?? '';
}
