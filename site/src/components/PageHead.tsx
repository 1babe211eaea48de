import React from 'react';
import type { Locale } from '@app/routing';
import type { Alternate } from '../content/types';
import { Seo } from './Seo';
import { useGlobalSettings } from './useGlobal';
import { useSiteUrl } from './useSiteUrl';

/** Head of a CMS-built page: its SEO fields plus the site's name and URL. */
export function PageHead(props: {
  locale: Locale;
  title: string;
  description: string;
  path: string;
  alternates: Alternate[];
}) {
  const global = useGlobalSettings(props.locale);
  const siteUrl = useSiteUrl();
  return <Seo {...props} companyName={global.companyName} siteUrl={siteUrl} />;
}
