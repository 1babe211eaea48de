import { absoluteUrl } from '@app/routing';
import type { GlobalSettings } from '../site/SiteContext';

type JsonLd = Record<string, unknown>;

/** schema.org Organization of the company, on every page. */
export function organizationJsonLd(global: GlobalSettings, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: global.companyName,
    legalName: global.legalName,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, '/icon-512.png'),
    email: global.email,
    telephone: global.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: global.street,
      postalCode: global.postalCode,
      addressLocality: global.city,
      addressCountry: global.country,
    },
    sameAs: global.socialLinks.flatMap((l) => (l.url ? [l.url] : [])),
  };
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** schema.org BlogPosting of an insight article. */
export function blogPostingJsonLd(
  post: { title: string; description: string; path: string; date: string; image: string | null; language: string },
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    inLanguage: post.language,
    mainEntityOfPage: absoluteUrl(siteUrl, post.path),
    url: absoluteUrl(siteUrl, post.path),
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    publisher: { '@id': `${siteUrl}/#organization` },
    author: { '@id': `${siteUrl}/#organization` },
  };
}

/** Serialises JSON-LD for a <script> tag; `<` is escaped so content can never close the tag. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
