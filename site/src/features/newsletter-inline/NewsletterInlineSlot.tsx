import React from 'react';
import { useTranslation } from 'react-i18next';
import { ClientIsland } from '../../islands/Island';
import { NEWSLETTER_ANCHOR } from './anchor';
import './newsletter-inline.css';

/** The heading's id (one inline sign-up per page); fixed, as the form names itself by it. */
const HEADING_ID = 'newsletter-heading';

export type NewsletterInlineSlotProps = {
  heading: string;
  text: string;
  /** `{cms}/api/newsletter`, the join-list widget's endpoint. */
  endpoint: string;
  /** The analytics form name (product rules §9 default `subscribe`). */
  formName?: string;
};

/**
 * The inline newsletter sign-up (`#newsletter`): heading and text are static HTML; the form (MUI,
 * react-hook-form) is an island that loads when the visitor comes near it, so the page pays for it only then.
 */
export function NewsletterInlineSlot({ heading, text, endpoint, formName = 'subscribe' }: NewsletterInlineSlotProps) {
  const { t } = useTranslation('forms');
  return (
    <div id={NEWSLETTER_ANCHOR} className="newsletter-inline" tabIndex={-1}>
      <h3 id={HEADING_ID}>{heading}</h3>
      <p>{text}</p>
      <ClientIsland
        name="newsletter-inline"
        props={{ endpoint, labelledBy: HEADING_ID, formName }}
        when="visible"
        className="newsletter-inline__form"
      >
        <noscript>
          <p>{t('newsletterInline.noscript')}</p>
        </noscript>
      </ClientIsland>
    </div>
  );
}
