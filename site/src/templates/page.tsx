import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DEFAULT_LOCALE } from '@app/routing';
import { Layout } from '../components/Layout';
import { CmsPageHead } from './CmsPageHead';
import { localeRedirectScript } from '../i18n/locale-choice';
import { Sections } from '../sections/registry';
import { TokenGeneratorSlot } from '../features/token-generator/TokenGeneratorSlot';
import { useCmsPublicUrl } from '../components/useCmsPublicUrl';
import { asSitePage, type PageContext } from './types';

type Data = Queries.PageByIdQuery;

/** A page built from CMS sections (service, industry, STO, legal … pages). */
export default function PageTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = asSitePage(data.cmsPage!);
  const cmsUrl = useCmsPublicUrl().replace(/\/+$/, '');
  return (
    <Layout alternates={pageContext.alternates} hasContactSection={page.sections.some((s) => s.type === 'contact')}>
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
      {page.template === 'token-generator' && (
        <TokenGeneratorSlot locale={pageContext.locale} endpoint={`${cmsUrl}/api/token-deployments`} />
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const page = data.cmsPage!;
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
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
