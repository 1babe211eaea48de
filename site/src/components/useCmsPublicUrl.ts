import { graphql, useStaticQuery } from 'gatsby';

// Typed here rather than with `Queries.CmsPublicUrlQuery`: `src/gatsby-types.d.ts` only learns the new
// `siteMetadata.cmsPublicUrl` field at the next `gatsby build`.
type CmsPublicUrlData = { site: { siteMetadata: { cmsPublicUrl: string | null } | null } | null };

/** Public origin of the CMS (CMS_PUBLIC_URL at build time), which the browser may query at runtime. */
export function useCmsPublicUrl(): string {
  const data = useStaticQuery<CmsPublicUrlData>(graphql`
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
