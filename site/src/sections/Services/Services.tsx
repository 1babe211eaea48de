import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';
import './Services.css';

/** The services a page offers, as cards. */
export function ServicesSection({ section }: { section: Queries.ServicesSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="services">
      <ItemGrid items={section.items} className="services__items" />
    </SectionFrame>
  );
}
