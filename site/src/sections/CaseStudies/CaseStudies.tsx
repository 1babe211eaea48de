import React from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES } from '@app/routing';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { LocalLink } from '../../i18n/LocalLink';
import { GridList } from '../../components/BalancedGrid/GridList';
import './CaseStudies.css';

/** Teasers of the first case studies (by the editors' order), `limit` of them (default 3). */
export function CaseStudiesSection({ section }: { section: Queries.CaseStudiesSectionFragment }) {
  const { t } = useTranslation('common');
  const shown = section.caseStudies.slice(0, section.limit ?? 3);
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="case-studies">
      <GridList max={3}>
        {shown.map((study) => (
          <li key={study.path} className="card">
            <CmsImage image={study.image} alt={study.imageAlt} />
            <h3>
              <LocalLink to={study.path}>{study.title}</LocalLink>
            </h3>
            <p>{study.summary}</p>
          </li>
        ))}
      </GridList>
      <p>
        <LocalLink to={STATIC_ROUTES['case-studies']}>{t('caseStudy.allCaseStudies')}</LocalLink>
      </p>
    </SectionFrame>
  );
}
