import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SectionOf } from '../content/types';
import { useGlobal } from '../components/useGlobal';
import { LocalLink } from '../i18n/LocalLink';
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
          <a className="button secondary" href={global.bookingUrl} target="_blank" rel="noopener noreferrer">
            {t('bookCall')}
          </a>
        )}
      </p>
    </SectionFrame>
  );
}

export function Contact({ section }: { section: SectionOf<'contact'> }) {
  const global = useGlobal();
  const { t } = useTranslation('common');
  return (
    <SectionFrame {...section} className="contact">
      <p>
        <a href={`mailto:${global.email}`}>{global.email}</a> ·{' '}
        <a href={`tel:${global.phone.replace(/\s+/g, '')}`}>{global.phone}</a>
      </p>
      <a className="button" href={global.bookingUrl} target="_blank" rel="noopener noreferrer">
        {t('bookCall')}
      </a>
    </SectionFrame>
  );
}

export function GuideDownload({ section }: { section: SectionOf<'guide-download'> }) {
  return (
    <SectionFrame {...section}>
      {section.file && (
        <a className="button" href={section.file.url} download>
          {section.actionLabel}
        </a>
      )}
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
