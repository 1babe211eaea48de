import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';

/** The building blocks of a platform (DX page). */
export function ComponentsSection({ section }: { section: Queries.ComponentsSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="platform-components">
      <ItemGrid items={section.items} className="platform-components__items" />
    </SectionFrame>
  );
}
