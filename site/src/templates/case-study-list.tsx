import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { CmsPageHead } from './CmsPageHead';
import type { Media } from '../content/types';
import { LocalLink } from '../i18n/LocalLink';
import { MediaImage } from '../sections/parts';
import { Sections } from '../sections/registry';
import { asSitePage, fromJson, type PageContext } from './types';

type Data = Queries.CaseStudyListQuery;

/** The case study list (`/case-studies/`) and the projects overview (`/case-studies/projects/`). */
export default function CaseStudyListTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = asSitePage(data.cmsPage!);
  const projectsView = page.template === 'case-study-projects';
  return (
    <Layout alternates={pageContext.alternates}>
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
      <ul className="grid">
        {data.allCmsCaseStudy.nodes.map((study) => (
          <li key={study.path} className="card">
            <MediaImage media={fromJson<Media | null>(study.image)} />
            <h2>
              <LocalLink to={study.path}>{projectsView ? study.project : study.title}</LocalLink>
            </h2>
            <p>{projectsView ? study.title : study.summary}</p>
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
  query CaseStudyList($id: String!, $language: String!) {
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    allCmsCaseStudy(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        title
        project
        summary
        path
        image
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
