import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { formEndpoint } from '../../features/forms/endpoint';
import { JurisdictionList } from '../../features/jurisdiction-map/JurisdictionList';
import { JurisdictionMap, type MapJurisdiction } from '../../features/jurisdiction-map/JurisdictionMap';
import { toJurisdictions } from '../../features/jurisdiction-map/jurisdictions';
import { MAP_SHAPES } from '../../features/jurisdiction-map/shapes.generated';
import { NewsletterInlineSlot } from '../../features/newsletter-inline/NewsletterInlineSlot';
import { useSite } from '../../site/SiteContext';
import './MapSubscribe.css';

/**
 * STO legal "map/subscribe" (product rules §2): the jurisdictions (the section's items) on a static map, each country
 * linked to its paragraph under a stable anchor, then the inline newsletter sign-up. The map is static HTML
 * (sections are never hydrated), so its outlines reach no JavaScript bundle.
 */
export function MapSubscribeSection({ section }: { section: Queries.MapSubscribeSectionFragment }) {
  const { t } = useTranslation('common');
  const { cmsPublicUrl } = useSite();
  const jurisdictions = toJurisdictions(section.items.map(({ title, text }) => ({ title, text: text ?? '' })));
  const onMap = jurisdictions.flatMap(({ code, title, anchor }): MapJurisdiction[] =>
    code === null ? [] : [{ code, name: title, href: `#${anchor}` }],
  );
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="map-subscribe">
      <div className="jurisdictions">
        <JurisdictionMap shapes={MAP_SHAPES} label={t('jurisdictionMap.label')} jurisdictions={onMap} />
        <JurisdictionList jurisdictions={jurisdictions} />
      </div>
      <NewsletterInlineSlot
        heading={section.subscribeHeading ?? t('forms:joinList.title')}
        text={t('forms:joinList.text')}
        endpoint={formEndpoint(cmsPublicUrl, 'newsletter')}
      />
    </SectionFrame>
  );
}
