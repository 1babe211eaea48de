import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DEFAULT_LOCALE } from '@app/routing';
import type { PageContext } from '../build/pages';
import { Layout } from '../frame/Layout/Layout';
import { localeRedirectScript } from '../i18n/locale-choice';
import { TokenGeneratorSlot } from '../features/token-generator/TokenGeneratorSlot';
import { CmsPageHead } from './CmsPageHead';
import { PageBody, hasOwnSignUp } from './PageBody';

type Data = Queries.PageByIdQuery;

/** A page built from CMS sections (home, service, industry, STO, legal … pages). */
export default function PageTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = data.page!;
  return (
    <Layout locale={pageContext.locale} alternates={pageContext.alternates} joinList={!hasOwnSignUp(page.sections)}>
      <PageBody title={page.title} sections={page.sections} />
      {page.template === 'token-generator' && <TokenGeneratorSlot locale={pageContext.locale} />}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const page = data.page!;
  return (
    <CmsPageHead page={page} locales={data.locales} pageContext={pageContext}>
      {page.key === 'home' && pageContext.locale === DEFAULT_LOCALE && (
        <script dangerouslySetInnerHTML={{ __html: localeRedirectScript() }} />
      )}
    </CmsPageHead>
  );
}

export const query = graphql`
  query PageById($id: String!, $language: String!) {
    page: strapiPage(id: { eq: $id }) {
      ...PageFields
      ...PageSections
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
