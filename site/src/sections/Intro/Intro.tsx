import React from 'react';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { CmsLink } from '../../components/CmsLink/CmsLink';
import { SectionRiskNote } from '../../components/RiskNote/RiskNote';
import './Intro.css';

/** The opening section of a page. Its heading is the page's one `h1`; its image is the page's largest above the fold. */
export function IntroSection({ section }: { section: Queries.IntroSectionFragment }) {
  const { primaryAction, secondaryAction } = section;
  return (
    <section className="section intro" aria-labelledby="page-title">
      <div>
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id="page-title">{section.heading}</h1>
        {section.text && <p className="lead">{section.text}</p>}
        <SectionRiskNote />
        {(primaryAction || secondaryAction) && (
          <p className="actions">
            <CmsLink className="button" link={primaryAction} />
            <CmsLink className="button secondary" link={secondaryAction} />
          </p>
        )}
      </div>
      <CmsImage className="intro__image" image={section.image} alt={section.imageAlt} eager />
    </section>
  );
}
