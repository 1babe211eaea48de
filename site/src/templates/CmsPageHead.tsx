import React from 'react';
import { PageHead } from '../components/PageHead';
import { catalogueText, type PageContext } from './types';

type Props = {
  page: { key: string; title: string; pageTitle: string; metaDescription: string; path: string };
  locales: Parameters<typeof catalogueText>[0];
  pageContext: PageContext;
  children?: React.ReactNode;
};

/** `<head>` of a page built from a CMS `page` entry: its SEO fields and the trail home → page. */
export function CmsPageHead({ page, locales, pageContext, children }: Props) {
  return (
    <PageHead
      locale={pageContext.locale}
      title={page.pageTitle}
      description={page.metaDescription}
      path={page.path}
      alternates={pageContext.alternates}
      homeName={catalogueText(locales, 'nav:pages.home')}
      breadcrumbs={page.key === 'home' ? [] : [{ name: page.title, path: page.path }]}
    >
      {children}
    </PageHead>
  );
}
