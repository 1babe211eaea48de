/** Site-wide share image, rendered at build time from the company name and tagline. */
export const DEFAULT_OG_IMAGE = '/og/default.png';

/**
 * Path of the share image of an entry with a cover: every cover (SVG or raster) is rendered to a
 * 1200 × 630 PNG at build time (`og/<media hash>.png`), the format every social network shows.
 */
export function ogImagePath(media: { readonly hash: string } | null | undefined): string {
  return media ? `/og/${media.hash}.png` : DEFAULT_OG_IMAGE;
}
