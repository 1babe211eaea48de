import React from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResult as Result } from '@app/quiz';
import { useLocale } from '../../i18n/useLocale';
import { BookingLink } from '../booking/BookingLink';
import { contactFormHref } from '../booking/contact-route';
import { QUIZ_BOOKING_PATH, QUIZ_CONTACT_TOPIC } from './constants';
import type { QuizProps } from './types';

type Props = Omit<QuizProps, 'quiz'> & {
  result: Result;
  title: string;
  text: string;
  timedOut: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onRestart: () => void;
};

/**
 * The result, in the CMS's words: on success the calendar for a discovery call at once (booking path `/sto`;
 * the topic is known, so no schedule dialog asks for it) or a call back through the contact form; otherwise
 * the STO guide first, the call all the same (the CMS's text offers it) and the newsletter. Either way the quiz
 * can be taken again.
 */
export function QuizResult({
  result,
  title,
  text,
  timedOut,
  headingRef,
  onRestart,
  bookingUrl,
  guideHref,
  newsletterHref,
}: Props) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  return (
    <div className={`quiz__result quiz__result--${result}`}>
      {timedOut && <p className="quiz__timeout">{t('timedOut')}</p>}
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="lead">{text}</p>
      <ul className="actions quiz__actions">
        {result === 'success' ? (
          <>
            <li>
              <BookingLink className="button" bookingUrl={bookingUrl} pathSuffix={QUIZ_BOOKING_PATH} direct>
                {t('book')}
              </BookingLink>
            </li>
            <li>
              <a className="button secondary" href={contactFormHref(QUIZ_CONTACT_TOPIC, locale)}>
                {t('callBack')}
              </a>
            </li>
          </>
        ) : (
          <>
            <li>
              <a className="button" href={guideHref}>
                {t('guide')}
              </a>
            </li>
            <li>
              <BookingLink className="button secondary" bookingUrl={bookingUrl} pathSuffix={QUIZ_BOOKING_PATH} direct>
                {t('book')}
              </BookingLink>
            </li>
            <li>
              <a className="button secondary" href={newsletterHref}>
                {t('newsletter')}
              </a>
            </li>
          </>
        )}
        <li>
          <button type="button" className="button secondary" onClick={onRestart}>
            {t('restart')}
          </button>
        </li>
      </ul>
    </div>
  );
}
