import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';
import './Technology.css';

/** Technologies and tools the team works with (home page). */
export function TechnologySection({ section }: { section: Queries.TechnologySectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="technology">
      <ItemGrid items={section.items} className="technology__items" max={3} />
    </SectionFrame>
  );
}
