import React from 'react';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { FigureList } from '../../components/FigureList/FigureList';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './About.css';

/** About the company or an offering: key figures beside an illustration. */
export function AboutSection({ section }: { section: Queries.AboutSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="about">
      <div className="about__body">
        <FigureList figures={section.figures} />
        <CmsImage className="about__image" image={section.image} alt={section.imageAlt} />
      </div>
    </SectionFrame>
  );
}
