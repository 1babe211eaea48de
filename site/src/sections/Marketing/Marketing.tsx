import React from 'react';
import { ActionLink } from '../../features/booking/ActionLink';
import { ItemGrid } from '../../components/ItemGrid/ItemGrid';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './Marketing.css';

/** Marketing services (home page): what the team does for a launch, and the way to the marketing page. */
export function MarketingSection({ section }: { section: Queries.MarketingSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="marketing">
      <ItemGrid items={section.items} className="marketing__items" />
      {section.action && (
        <p className="actions">
          <ActionLink className="button" link={section.action} />
        </p>
      )}
    </SectionFrame>
  );
}
