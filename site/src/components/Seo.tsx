import React from 'react';
import { DEFAULT_LOCALE, absoluteUrl, localeInfo, type Locale } from '@app/routing';
import type { Alternate } from '../content/types';

export type SeoProps = {
  locale: Locale;
  /** The page's own title; the company name is appended (SPEC §2 title template). */
  title: string;
  companyName: string;
  description: string;
  path: string;
  alternates: Alternate[];
  siteUrl: string;
  noindex?: boolean;
};

/** `<head>` tags of every page: lang, title, description, canonical and hreflang alternates. */
export function Seo({ locale, title, companyName, description, path, alternates, siteUrl, noindex }: SeoProps) {
  const xDefault = alternates.find((a) => a.locale === DEFAULT_LOCALE);
  return (
    <>
      <html lang={localeInfo(locale).code} />
      <title>{`${title} - ${companyName}`}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={absoluteUrl(siteUrl, path)} />}
      {!noindex &&
        alternates.map((a) => (
          <link key={a.locale} rel="alternate" hrefLang={a.locale} href={absoluteUrl(siteUrl, a.path)} />
        ))}
      {!noindex && xDefault && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, xDefault.path)} />}
    </>
  );
}
