import React from 'react';
import { catalogueText, parseLocalizedPath, type Locale } from '@app/routing';
import previewDe from '../../../locales/de/preview.json';
import previewEn from '../../../locales/en/preview.json';

/**
 * The draft-preview build (docs/architecture.md): the same site, sourced with drafts, marked so that nobody
 * mistakes it for the published site and no search engine indexes it. `GATSBY_SITE_PREVIEW` is inlined at
 * build time (the preview build has its own workspace and cache, see scripts/lib/preview.mjs).
 */
export const isPreviewBuild = (): boolean => process.env.GATSBY_SITE_PREVIEW === 'true';

const CATALOGUES: Record<Locale, typeof previewEn> = { en: previewEn, de: previewDe };

/** The bar's text in the page's language (from `locales/<locale>/preview.json`). */
export function previewBarText(locale: Locale): { label: string; text: string } {
  const catalogue = CATALOGUES[locale];
  return { label: catalogueText(catalogue, 'bar.label') ?? '', text: catalogueText(catalogue, 'bar.text') ?? '' };
}

const BAR_STYLE: React.CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  padding: '0.5rem 1rem',
  background: '#1f2937',
  color: '#ffffff',
  font: '600 0.9rem/1.4 system-ui, sans-serif',
  textAlign: 'center',
};

/** The visible "Preview — not published" bar above every page of the preview build. */
export function PreviewBar({ locale }: { locale: Locale }) {
  const { label, text } = previewBarText(locale);
  return (
    <div role="status" data-preview-bar="" lang={locale} style={BAR_STYLE}>
      <strong>{label}</strong> <span style={{ fontWeight: 400 }}>{text}</span>
    </div>
  );
}

/** Head and body additions of a preview page at `pathname`; none for the public build. */
export function previewComponents(pathname: string): { head: React.ReactElement[]; body: React.ReactElement[] } {
  if (!isPreviewBuild()) return { head: [], body: [] };
  const { locale } = parseLocalizedPath(pathname);
  return {
    head: [<meta key="preview-robots" name="robots" content="noindex, nofollow" />],
    body: [<PreviewBar key="preview-bar" locale={locale} />],
  };
}
