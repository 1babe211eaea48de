import type { Media } from '../content/types';

/** Path of the share image for social cards: SVG media are rendered to PNG at build time (og/). */
export function ogImagePath(media: Media | null): string {
  if (!media) return DEFAULT_OG_IMAGE;
  if (media.mime === 'image/svg+xml')
    return `/og/${media.url
      .split('/')
      .pop()!
      .replace(/\.svg$/, '.png')}`;
  return media.url;
}

/** Site-wide share image, rendered at build time from the company name and tagline. */
export const DEFAULT_OG_IMAGE = '/og/default.png';
