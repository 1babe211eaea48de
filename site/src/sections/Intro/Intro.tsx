import React from 'react';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { SectionRiskNote } from '../../components/RiskNote/RiskNote';
import { ActionLink } from '../../features/booking/ActionLink';
import { useHyphenate } from '../../i18n/hyphenation';
import './Intro.css';

/** The opening section of a page. Its heading is the page's one `h1`; its image is the page's largest above the fold. */
export function IntroSection({ section }: { section: Queries.IntroSectionFragment }) {
  const { primaryAction, secondaryAction } = section;
  const hyphenate = useHyphenate();
  return (
    <section className="section intro" aria-labelledby="page-title">
      <div>
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id="page-title">{hyphenate(section.heading)}</h1>
        {section.text && <p className="lead">{section.text}</p>}
        <SectionRiskNote />
        {(primaryAction || secondaryAction) && (
          <p className="actions">
            <ActionLink className="button" link={primaryAction} />
            <ActionLink className="button secondary" link={secondaryAction} />
          </p>
        )}
      </div>
      <CmsImage className="intro__image" image={section.image} alt={section.imageAlt} eager />
    </section>
  );
}
