import React from 'react';
import { useTranslation } from 'react-i18next';
import { ClientIsland } from '../../islands/Island';
import { CONTACT_ANCHOR, CONTACT_TOPIC_EVENT } from './topic-event';
import './ContactForm.css';

type Props = {
  /** `{cms}/api/contact`. */
  endpoint: string;
  /** The address the "Write to us" link mails to until the form has loaded (and without JavaScript). */
  email: string;
};

/**
 * The contact form's place in the contact section (`#contact`). The server renders a "Write to us" mail link; in
 * the browser the form (MUI, react-hook-form, the country list) replaces it when the section comes near the
 * viewport, when the link is clicked (then the form takes the focus), or when the booking dialog asks for a
 * call back — so no page's first-load JavaScript carries it.
 */
export function ContactFormSlot({ endpoint, email }: Props) {
  const { t } = useTranslation('forms');
  return (
    <ClientIsland
      name="contact-form"
      props={{ endpoint }}
      when="visible"
      id={CONTACT_ANCHOR}
      className="contact-form-slot"
      startOn={CONTACT_TOPIC_EVENT}
    >
      <a className="button secondary" href={`mailto:${email}`} data-island-activate="focusOnMount">
        {t('contact.open')}
      </a>
      <noscript>
        <p className="contact-form-slot__note">{t('contact.needsJavaScript')}</p>
      </noscript>
    </ClientIsland>
  );
}
