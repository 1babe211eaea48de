import React from 'react';
import { useTranslation } from 'react-i18next';
import { CmsLink } from '../../components/CmsLink/CmsLink';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { BookingLink } from '../../features/booking/BookingLink';
import { useGlobal } from '../../site/SiteContext';
import './CallToAction.css';

/** A call to action: the editor's link and, when chosen, "Book a call" (the 30-minute discovery call). */
export function CallToActionSection({ section }: { section: Queries.CallToActionSectionFragment }) {
  const { t } = useTranslation('common');
  const global = useGlobal();
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="cta">
      <p className="actions">
        <CmsLink className="button" link={section.action} />
        {section.booking && (
          <BookingLink className="button secondary" bookingUrl={global.bookingUrl}>
            {t('bookCall')}
          </BookingLink>
        )}
      </p>
    </SectionFrame>
  );
}
