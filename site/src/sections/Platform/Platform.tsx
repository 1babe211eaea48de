import React from 'react';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './Platform.css';

/** The platform (DX page): its illustration and what it consists of. */
export function PlatformSection({ section }: { section: Queries.PlatformSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="platform">
      <CmsImage className="platform__image" image={section.image} alt={section.imageAlt} />
      <ItemGrid items={section.items} className="platform__items" />
    </SectionFrame>
  );
}
