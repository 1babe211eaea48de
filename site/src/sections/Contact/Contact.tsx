import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { BookingLink } from '../../features/booking/BookingLink';
import { ContactFormSlot } from '../../features/contact/ContactFormSlot';
import { formEndpoint } from '../../features/forms/endpoint';
import { useSite } from '../../site/SiteContext';
import './Contact.css';

/**
 * Contact: mail and phone links and "Book a call" are static HTML; the contact form (`#contact`) loads in
 * the browser once the section comes near (without JavaScript the mail link stays).
 */
export function ContactSection({ section }: { section: Queries.ContactSectionFragment }) {
  const { global, cmsPublicUrl } = useSite();
  const { t } = useTranslation('common');
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="contact">
      <p>
        <a href={`mailto:${global.email}`}>{global.email}</a> ·{' '}
        <a href={`tel:${global.phone.replace(/\s+/g, '')}`}>{global.phone}</a>
      </p>
      <BookingLink className="button" bookingUrl={global.bookingUrl}>
        {t('bookCall')}
      </BookingLink>
      <ContactFormSlot endpoint={formEndpoint(cmsPublicUrl, 'contact')} email={global.email} />
    </SectionFrame>
  );
}
