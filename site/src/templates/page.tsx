import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DEFAULT_LOCALE } from '@app/routing';
import { Layout } from '../components/Layout';
import { localeRedirectScript } from '../i18n/locale-choice';
import { PageHead } from '../components/PageHead';
import { Sections } from '../sections/registry';
import { asSitePage, catalogueText, type PageContext } from './types';

type Data = Queries.PageByIdQuery;

/** A page built from CMS sections (service, industry, STO, legal … pages). */
export default function PageTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = asSitePage(data.cmsPage!);
  return (
    <Layout alternates={pageContext.alternates} hasContactSection={page.sections.some((s) => s.type === 'contact')}>
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const page = data.cmsPage!;
  return (
    <PageHead
      locale={pageContext.locale}
      title={page.pageTitle}
      description={page.metaDescription}
      path={page.path}
      alternates={pageContext.alternates}
      homeName={catalogueText(data.locales, 'nav:pages.home')}
      breadcrumbs={page.key === 'home' ? [] : [{ name: page.title, path: page.path }]}
    >
      {page.key === 'home' && pageContext.locale === DEFAULT_LOCALE && (
        <script dangerouslySetInnerHTML={{ __html: localeRedirectScript() }} />
      )}
    </PageHead>
  );
}

export const query = graphql`
  query PageById($id: String!, $language: String!) {
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
