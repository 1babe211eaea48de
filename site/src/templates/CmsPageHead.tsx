import React from 'react';
import type { Alternate, Locale } from '@app/routing';
import { PageHead } from '../frame/Seo/PageHead';
import { catalogueText } from '../i18n/catalogue';
import { isInternalPage } from '../seo/internal-pages';

type Crumb = { name: string; path: string };
type Locales = Parameters<typeof catalogueText>[0];
/** What `Head` reads of the page context the build set (build/pages.ts). */
export type HeadContext = { locale: Locale; alternates: Alternate[] };

type EntryHeadProps = {
  /** The SEO fields every CMS entry with its own route has. */
  entry: { pageTitle: string; metaDescription: string; path: string };
  /** Trail below the home page, ending with the entry itself. */
  breadcrumbs: Crumb[];
  locales: Locales;
  pageContext: HeadContext;
} & Pick<React.ComponentProps<typeof PageHead>, 'type' | 'image' | 'jsonLd' | 'children' | 'noindex'>;

/** `<head>` of a page built from a CMS entry (page, article, case study): its SEO fields and breadcrumbs. */
export function CmsEntryHead({ entry, breadcrumbs, locales, pageContext, ...rest }: EntryHeadProps) {
  return (
    <PageHead
      {...rest}
      locale={pageContext.locale}
      title={entry.pageTitle}
      description={entry.metaDescription}
      path={entry.path}
      alternates={pageContext.alternates}
      homeName={catalogueText(locales, 'nav:pages.home')}
      breadcrumbs={breadcrumbs}
    />
  );
}

type PageProps = {
  page: { key: string; title: string; pageTitle: string; metaDescription: string; path: string };
  locales: Locales;
  pageContext: HeadContext;
  children?: React.ReactNode;
};

/**
 * `<head>` of a page built from a CMS `page` entry: the trail home → page (none on the home page); a page for the
 * team only (seo/internal-pages.ts) is `noindex`.
 */
export function CmsPageHead({ page, ...rest }: PageProps) {
  const breadcrumbs = page.key === 'home' ? [] : [{ name: page.title, path: page.path }];
  return <CmsEntryHead entry={page} breadcrumbs={breadcrumbs} noindex={isInternalPage(page.key)} {...rest} />;
}
