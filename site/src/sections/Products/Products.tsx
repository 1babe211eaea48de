import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';

/** Products built on a platform (DX page). */
export function ProductsSection({ section }: { section: Queries.ProductsSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="products">
      <ItemGrid items={section.items} className="products__items" max={2} />
    </SectionFrame>
  );
}
