import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

/** A CMS media file as the `MediaFile` fragment (plus a use's `gatsbyImageData`) selects it. */
export type CmsImageData = {
  readonly mime: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alternativeText: string | null;
  /** The focal point set in the media library (`{ x, y }` in %), if any: it stays in view when the image is cropped. */
  readonly focalPoint?: unknown;
  readonly localFile: {
    readonly publicURL: string | null;
    readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null;
  } | null;
};

type Props = {
  image: CmsImageData | null;
  /** The entry's alt text in the page's language; the media library's (not localized) text is the fallback. */
  alt: string | null;
  /** The page's largest image above the fold: loaded at once and with high priority (LCP). */
  eager?: boolean;
  className?: string;
};

const percent = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;

/** The CSS `object-position` of a focal point (`"30% 70%"`), or undefined for none or a malformed one. */
export function objectPositionOf(focalPoint: unknown): string | undefined {
  if (typeof focalPoint !== 'object' || focalPoint === null) return undefined;
  const { x, y } = focalPoint as { x?: unknown; y?: unknown };
  const [left, top] = [percent(x), percent(y)];
  return left === null || top === null ? undefined : `${left}% ${top}%`;
}

/**
 * A CMS image: raster uploads as `<picture>` with AVIF and WebP sources, `srcset`, width and height and a
 * placeholder (gatsby-plugin-image); SVGs as they are, with their intrinsic size so nothing shifts.
 */
export function CmsImage({ image, alt, eager = false, className }: Props) {
  const file = image?.localFile;
  if (!image || !file) return null;
  const text = alt ?? image.alternativeText ?? '';
  const responsive = file.childImageSharp?.gatsbyImageData;
  // Where a layout crops the image (object-fit: cover), the editor's focal point stays in view.
  const objectPosition = objectPositionOf(image.focalPoint);
  if (responsive) {
    return (
      <GatsbyImage
        image={responsive}
        alt={text}
        className={className}
        {...(objectPosition ? { objectPosition } : {})}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? { fetchpriority: 'high' } : {})}
      />
    );
  }
  if (!file.publicURL) return null;
  return (
    <img
      className={className}
      src={file.publicURL}
      alt={text}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(objectPosition ? { style: { objectPosition } } : {})}
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
}
