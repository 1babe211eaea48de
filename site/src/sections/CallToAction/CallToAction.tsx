import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { ActionLink } from '../../features/booking/ActionLink';
import { BookingLink } from '../../features/booking/BookingLink';
import { useGlobal } from '../../site/SiteContext';
import './CallToAction.css';

/**
 * A call to action with one button: the editor's link or, with "Button opens the booking calendar" on, the same
 * button opening the booking (the 30-minute discovery call) instead, under the editor's label. One button, so the
 * section never offers the call twice.
 */
export function CallToActionSection({ section }: { section: Queries.CallToActionSectionFragment }) {
  const { t } = useTranslation('common');
  const global = useGlobal();
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="cta">
      <p className="actions">
        {section.booking ? (
          <BookingLink className="button" bookingUrl={global.bookingUrl}>
            {section.action?.label ?? t('bookCall')}
          </BookingLink>
        ) : (
          <ActionLink className="button" link={section.action} />
        )}
      </p>
    </SectionFrame>
  );
}
