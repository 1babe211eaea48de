import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { anchorId } from '../../i18n/anchor';
import './MapSubscribe.css';

/**
 * STO legal "map/subscribe" (SPEC §2): the jurisdictions an offering can use, each with its own anchor,
 * and the newsletter sign-up under its own heading.
 */
export function MapSubscribeSection({ section }: { section: Queries.MapSubscribeSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="map-subscribe">
      <div className="map-subscribe__jurisdictions">
        {section.items.map((item) => (
          <article key={item.title} id={anchorId(item.title)} className="map-subscribe__jurisdiction">
            <h3>{item.title}</h3>
            {item.text && <p>{item.text}</p>}
          </article>
        ))}
      </div>
      {section.subscribeHeading && <h3 className="map-subscribe__subscribe">{section.subscribeHeading}</h3>}
    </SectionFrame>
  );
}
