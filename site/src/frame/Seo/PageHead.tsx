import React from 'react';
import { STATIC_ROUTES, localizePath, type Locale } from '@app/routing';
import type { Alternate } from '@app/routing';
import { breadcrumbJsonLd } from '../../seo/jsonld';
import { useSiteSettings } from '../../site/useSiteSettings';
import { Seo, type SeoProps } from './Seo';

type Props = {
  locale: Locale;
  title: string;
  description: string;
  path: string;
  alternates: Alternate[];
  /** Trail below the home page, e.g. [{ name: 'Blog', path: '/insight/' }, { name: title, path }]. */
  breadcrumbs: Array<{ name: string; path: string }>;
  homeName: string;
} & Pick<SeoProps, 'type' | 'image' | 'jsonLd' | 'children' | 'noindex'>;

/** Head of a CMS-built page: its SEO fields, breadcrumbs and the site's name and URL. */
export function PageHead({ breadcrumbs, homeName, jsonLd = [], ...props }: Props) {
  const { global, siteUrl } = useSiteSettings(props.locale);
  const home = { name: homeName, path: localizePath(STATIC_ROUTES.home, props.locale) };
  const trail = breadcrumbs.length > 0 ? [home, ...breadcrumbs] : [];
  return (
    <Seo
      {...props}
      global={global}
      siteUrl={siteUrl}
      jsonLd={[...(trail.length > 1 ? [breadcrumbJsonLd(trail, siteUrl)] : []), ...jsonLd]}
    />
  );
}
