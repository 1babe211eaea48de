import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ICON_NAMES } from '@app/icons';
import { Icon } from '../components/Icon';
import { Layout } from '../components/Layout';
import { CmsPageHead } from './CmsPageHead';
import { Sections } from '../sections/registry';
import { asSitePage, type PageContext } from './types';

type Data = Queries.IconsPageQuery;

/** `/view-icons/`: every icon the site uses, with its name. */
export default function IconsTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = asSitePage(data.cmsPage!);
  return (
    <Layout alternates={pageContext.alternates}>
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
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
  const page = data.cmsPage!;
  return <CmsPageHead page={page} locales={data.locales} pageContext={pageContext} />;
}

export const query = graphql`
  query IconsPage($id: String!, $language: String!) {
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
