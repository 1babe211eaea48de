import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ICON_NAMES } from '@app/icons';
import type { PageContext } from '../build/pages';
import { Icon } from '../components/Icon';
import { Layout } from '../frame/Layout/Layout';
import { CmsPageHead } from './CmsPageHead';
import { PageBody } from './PageBody';
import './icons.css';

type Data = Queries.IconsPageQuery;

/** `/view-icons/`: every icon the site uses, with its name. */
export default function IconsTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = data.page!;
  return (
    <Layout locale={pageContext.locale} alternates={pageContext.alternates}>
      <PageBody title={page.title} sections={page.sections} />
      <ul className="icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={40} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return <CmsPageHead page={data.page!} locales={data.locales} pageContext={pageContext} />;
}

export const query = graphql`
  query IconsPage($id: String!, $language: String!) {
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
