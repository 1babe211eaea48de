import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import type { CaseStudy, Media } from '../content/types';
import { LocalLink } from '../i18n/LocalLink';
import { FigureList, MediaImage } from '../sections/parts';
import { CmsEntryHead } from './CmsPageHead';
import { catalogueText, fromJson, type PageContext } from './types';
import { STATIC_ROUTES, localizePath } from '@app/routing';
import { ogImagePath } from '../seo/og-image';

type Data = Queries.CaseStudyByIdQuery;

/** A single case study: problem, services and results per row, the project in numbers. */
export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const study = data.cmsCaseStudy!;
  const rows = fromJson<CaseStudy['rows']>(study.rows);
  return (
    <Layout alternates={pageContext.alternates}>
      <article className="case-study">
        <p className="eyebrow">{study.project}</p>
        <h1 id="page-title">{study.title}</h1>
        <p className="lead">{study.summary}</p>
        <MediaImage media={fromJson<Media | null>(study.image)} eager />
        {rows.map((row) => (
          <dl key={row.problem} className="case-row">
            <dt>{t('caseStudy.problem')}</dt>
            <dd>{row.problem}</dd>
            <dt>{t('caseStudy.services')}</dt>
            <dd>{row.services}</dd>
            <dt>{t('caseStudy.results')}</dt>
            <dd>{row.results}</dd>
          </dl>
        ))}
        <section aria-labelledby="in-numbers">
          <h2 id="in-numbers">{t('caseStudy.inNumbers')}</h2>
          <FigureList figures={fromJson<CaseStudy['numbers']>(study.numbers)} />
        </section>
        <LocalLink to="/case-studies/">{t('caseStudy.allCaseStudies')}</LocalLink>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const study = data.cmsCaseStudy!;
  const list = {
    name: catalogueText(data.locales, 'nav:pages.case-studies'),
    path: localizePath(STATIC_ROUTES['case-studies'], pageContext.locale),
  };
  return (
    <CmsEntryHead
      entry={study}
      breadcrumbs={[list, { name: study.title, path: study.path }]}
      locales={data.locales}
      pageContext={pageContext}
      image={ogImagePath(fromJson<Media | null>(study.image))}
    />
  );
}

export const query = graphql`
  query CaseStudyById($id: String!, $language: String!) {
    cmsCaseStudy(id: { eq: $id }) {
      title
      path
      project
      summary
      image
      rows
      numbers
      pageTitle
      metaDescription
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
