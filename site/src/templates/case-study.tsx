import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES, localizePath } from '@app/routing';
import type { PageContext } from '../build/pages';
import { CmsImage } from '../components/CmsImage/CmsImage';
import { FigureList } from '../components/FigureList/FigureList';
import { RiskNote } from '../components/RiskNote/RiskNote';
import { hasInvestmentFigure, mentionsInvestmentFigure } from '../components/RiskNote/investment-figures';
import { Layout } from '../frame/Layout/Layout';
import { LocalLink } from '../i18n/LocalLink';
import { catalogueText } from '../i18n/catalogue';
import { ogImagePath } from '../seo/og-image';
import { useSiteSettings } from '../site/useSiteSettings';
import { BookingLink } from '../features/booking/BookingLink';
import '../sections/CallToAction/CallToAction.css';
import { CmsEntryHead } from './CmsPageHead';
import './case-study.css';

type Data = Queries.CaseStudyByIdQuery;

/**
 * A single case study: problem, services and results per row, the project in numbers, then the way on: the
 * discovery call (a visitor who read a case study to its end is the one to offer it to).
 */
export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const study = data.study!;
  const { global } = useSiteSettings(pageContext.locale);
  return (
    <Layout locale={pageContext.locale} alternates={pageContext.alternates}>
      <article className="case-study">
        <p className="eyebrow">{study.project}</p>
        <h1 id="page-title">{study.title}</h1>
        <p className="lead">{study.summary}</p>
        {mentionsInvestmentFigure(study.summary) && <RiskNote />}
        <CmsImage className="case-study__cover" image={study.image} alt={study.imageAlt} eager />
        {study.rows.map((row) => (
          <dl key={row.problem} className="case-row">
            <dt>{t('caseStudy.problem')}</dt>
            <dd>{row.problem}</dd>
            <dt>{t('caseStudy.services')}</dt>
            <dd>{row.services}</dd>
            <dt>{t('caseStudy.results')}</dt>
            <dd>{row.results}</dd>
          </dl>
        ))}
        {study.numbers.length > 0 && (
          <section aria-labelledby="in-numbers">
            <h2 id="in-numbers">{t('caseStudy.inNumbers')}</h2>
            <FigureList figures={study.numbers} />
            {hasInvestmentFigure(study.numbers) && <RiskNote />}
          </section>
        )}
        <LocalLink to={STATIC_ROUTES['case-studies']}>{t('caseStudy.allCaseStudies')}</LocalLink>
      </article>
      <section className="section cta" aria-labelledby="case-study-next">
        <h2 id="case-study-next">{t('caseStudy.nextHeading')}</h2>
        <p className="lead">{t('caseStudy.nextText')}</p>
        <p className="actions">
          <BookingLink className="button" bookingUrl={global.bookingUrl}>
            {t('bookCall')}
          </BookingLink>
        </p>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const study = data.study!;
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
      image={ogImagePath(study.image)}
    />
  );
}

export const query = graphql`
  query CaseStudyById($id: String!, $language: String!) {
    study: strapiCaseStudy(id: { eq: $id }) {
      title
      project
      summary
      path
      pageTitle
      metaDescription
      image {
        hash
        ...MediaFile
        localFile {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1280
              outputPixelDensities: [0.25, 0.5, 0.75, 1]
              formats: [AUTO, WEBP, AVIF]
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
      imageAlt
      rows {
        problem
        services
        results
      }
      numbers {
        ...FigureFields
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
