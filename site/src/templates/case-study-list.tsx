import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { PageContext } from '../build/pages';
import { CmsImage } from '../components/CmsImage/CmsImage';
import { RiskNote } from '../components/RiskNote/RiskNote';
import { mentionsInvestmentFigure } from '../components/RiskNote/investment-figures';
import { Layout } from '../frame/Layout/Layout';
import { LocalLink } from '../i18n/LocalLink';
import { CmsPageHead } from './CmsPageHead';
import { PageBody } from './PageBody';
import { GridList } from '../components/BalancedGrid/GridList';

type Data = Queries.CaseStudyListQuery;

/** The case study list (`/case-studies/`) and the projects overview (`/case-studies/projects/`). */
export default function CaseStudyListTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const page = data.page!;
  const projectsView = page.template === 'case-study-projects';
  return (
    <Layout locale={pageContext.locale} alternates={pageContext.alternates}>
      <PageBody title={page.title} sections={page.sections} />
      <div className="listing">
        <GridList max={3}>
          {data.caseStudies.nodes.map((study) => (
            <li key={study.path} className="card">
              <CmsImage image={study.image} alt={study.imageAlt} />
              <h2>
                <LocalLink to={study.path}>{projectsView ? study.project : study.title}</LocalLink>
              </h2>
              <p>{projectsView ? study.title : study.summary}</p>
              {!projectsView && mentionsInvestmentFigure(study.summary) && <RiskNote />}
            </li>
          ))}
        </GridList>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return <CmsPageHead page={data.page!} locales={data.locales} pageContext={pageContext} />;
}

export const query = graphql`
  query CaseStudyList($id: String!, $language: String!) {
    page: strapiPage(id: { eq: $id }) {
      ...PageFields
      ...PageSections
    }
    caseStudies: allStrapiCaseStudy(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...CaseStudyCard
        project
      }
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
