import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';

/** Asset classes that can be tokenized (STO page). */
export function AssetsSection({ section }: { section: Queries.AssetsSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="assets">
      <ItemGrid items={section.items} className="assets__items" max={3} />
    </SectionFrame>
  );
}
