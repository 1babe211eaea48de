import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SectionOf } from '../content/types';
import { useCmsPublicUrl } from '../components/useCmsPublicUrl';
import { useGlobal } from '../components/useGlobal';
import { BookingLink } from '../features/booking/BookingLink';
import { ContactFormSlot } from '../features/contact/ContactFormSlot';
import { guidePdfPath } from '../features/guide-pdf/path';
import { formEndpoint } from '../features/forms/endpoint';
import { LocalLink } from '../i18n/LocalLink';
import { useLocale } from '../i18n/useLocale';
import { SectionFrame } from './parts';

/** Sections that lead the visitor to act: call to action, contact, guide download, quiz start. */
export function CallToAction({ section }: { section: SectionOf<'call-to-action'> }) {
  const global = useGlobal();
  const { t } = useTranslation('common');
  return (
    <SectionFrame {...section} className="cta">
      <p className="actions">
        {section.action && (
          <LocalLink className="button" to={section.action.url}>
            {section.action.label}
          </LocalLink>
        )}
        {section.booking && (
          <BookingLink className="button secondary" bookingUrl={global.bookingUrl}>
            {t('bookCall')}
          </BookingLink>
        )}
      </p>
    </SectionFrame>
  );
}

/**
 * Contact: heading, text, mail and phone links and the booking link are static HTML; the contact form
 * (`#contact`) loads in the browser once the section comes near (without JavaScript the mail link stays).
 */
export function Contact({ section }: { section: SectionOf<'contact'> }) {
  const global = useGlobal();
  const cmsUrl = useCmsPublicUrl();
  const { t } = useTranslation('common');
  return (
    <SectionFrame {...section} className="contact">
      <p>
        <a href={`mailto:${global.email}`}>{global.email}</a> ·{' '}
        <a href={`tel:${global.phone.replace(/\s+/g, '')}`}>{global.phone}</a>
      </p>
      <BookingLink className="button" bookingUrl={global.bookingUrl}>
        {t('bookCall')}
      </BookingLink>
      <ContactFormSlot endpoint={formEndpoint(cmsUrl, 'contact')} email={global.email} />
    </SectionFrame>
  );
}

/** The STO guide PDF of the page's language, generated at build time from the CMS guide entry. */
export function GuideDownload({ section }: { section: SectionOf<'guide-download'> }) {
  const locale = useLocale();
  return (
    <SectionFrame {...section}>
      <a className="button" href={guidePdfPath(locale)} type="application/pdf" hrefLang={locale} download>
        {section.actionLabel}
      </a>
    </SectionFrame>
  );
}

export function QuizStart({ section }: { section: SectionOf<'quiz-start'> }) {
  return (
    <SectionFrame {...section}>
      <LocalLink className="button" to="/sto/quiz/">
        {section.actionLabel}
      </LocalLink>
    </SectionFrame>
  );
}
