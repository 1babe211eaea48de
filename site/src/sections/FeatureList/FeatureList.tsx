import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';
import './FeatureList.css';

/** A list of features or benefits. */
export function FeatureListSection({ section }: { section: Queries.FeatureListSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="feature-list">
      <ItemGrid items={section.items} className="feature-list__items" />
    </SectionFrame>
  );
}
