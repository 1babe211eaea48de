import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ActionLink } from '../../features/booking/ActionLink';
import { BookingLink } from '../../features/booking/BookingLink';
import { isBookingTarget } from '../../features/booking/booking-url';
import { useGlobal } from '../../site/SiteContext';
import './CallToAction.css';

/**
 * A call to action: the editor's button and, when chosen, "Book a discovery call" (the 30-minute call). A button
 * that books already is that offer, so the section never shows the booking twice.
 */
export function CallToActionSection({ section }: { section: Queries.CallToActionSectionFragment }) {
  const { t } = useTranslation('common');
  const global = useGlobal();
  const actionBooks = isBookingTarget(section.action?.url, global.bookingUrl);
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="cta">
      <p className="actions">
        <ActionLink className="button" link={section.action} />
        {section.booking && !actionBooks && (
          <BookingLink className="button secondary" bookingUrl={global.bookingUrl}>
            {t('bookCall')}
          </BookingLink>
        )}
      </p>
    </SectionFrame>
  );
}
