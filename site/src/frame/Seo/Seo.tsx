import React from 'react';
import { DEFAULT_LOCALE, absoluteUrl, localeInfo, type Locale } from '@app/routing';
import { SITE_LOCALE_INFOS } from '../../i18n/site-locales';
import type { GlobalSettings } from '../../site/SiteContext';
import type { Alternate } from '@app/routing';
import { jsonLdScript, organizationJsonLd } from '../../seo/jsonld';
import { DEFAULT_OG_IMAGE } from '../../seo/og-image';
import { localeChoiceScript } from '../../i18n/locale-choice';
import { configuredTagManagerId } from '../../features/consent/config';
import { consentHeadScript } from '../../features/consent/head-script';
import { ICONS, THEME_COLOR, manifestPath } from '../../pwa/paths';

export type SeoProps = {
  locale: Locale;
  /** The page's own title; the company name is appended (product rules §2 title template). */
  title: string;
  global: GlobalSettings;
  description: string;
  path: string;
  alternates: Alternate[];
  siteUrl: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** Site-relative path of the share image. */
  image?: string;
  /** Page-specific structured data (breadcrumbs, article …); the Organization is always added. */
  jsonLd?: Array<Record<string, unknown>>;
  children?: React.ReactNode;
};

const ogLocale = (locale: Locale) => localeInfo(locale).iso.replace('-', '_');

/**
 * `<head>` of every page: lang, title, description, canonical, hreflang, social cards, JSON-LD, the web app
 * manifest of the page's language, its theme colour and the consent script that runs before the first paint.
 */
export function Seo(props: SeoProps) {
  const { locale, global, siteUrl, path, alternates, noindex } = props;
  const fullTitle = `${props.title} - ${global.companyName}`;
  const url = absoluteUrl(siteUrl, path);
  const xDefault = alternates.find((a) => a.locale === DEFAULT_LOCALE);
  const image = absoluteUrl(siteUrl, props.image ?? DEFAULT_OG_IMAGE);
  const structured = [organizationJsonLd(global, siteUrl), ...(props.jsonLd ?? [])];
  return (
    <>
      <html lang={locale} />
      {/* First: decides before anything paints whether the cookie notice shows (and pushes the Consent Mode
          defaults when a tag manager is configured). */}
      <script dangerouslySetInnerHTML={{ __html: consentHeadScript(configuredTagManagerId() !== null) }} />
      <title>{fullTitle}</title>
      <meta name="description" content={props.description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="manifest" href={manifestPath(locale)} />
      <link rel="apple-touch-icon" href={ICONS.appleTouch} />
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex &&
        alternates.map((a) => (
          <link key={a.locale} rel="alternate" hrefLang={a.locale} href={absoluteUrl(siteUrl, a.path)} />
        ))}
      {!noindex && xDefault && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, xDefault.path)} />}
      <meta property="og:type" content={props.type ?? 'website'} />
      <meta property="og:site_name" content={global.companyName} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {SITE_LOCALE_INFOS.filter((l) => l.code !== locale).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.code)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={image} />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: localeChoiceScript() }} />
      {props.children}
    </>
  );
}
