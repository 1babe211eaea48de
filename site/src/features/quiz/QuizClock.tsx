import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clockMilestone, formatClock } from './clock';

/** The visible countdown: a `timer`, which screen readers do not announce on every change. */
export function QuizClock({ seconds }: { seconds: number }) {
  const { t } = useTranslation('quiz');
  const labelId = useId();
  const milestone = clockMilestone(seconds);
  const urgent = milestone !== null && milestone <= 10;
  return (
    <p className={urgent ? 'quiz__clock quiz__clock--urgent' : 'quiz__clock'}>
      <span id={labelId}>{t('clock.label')}</span>{' '}
      <span role="timer" aria-labelledby={labelId} className="quiz__clock-time">
        {formatClock(seconds)}
      </span>
    </p>
  );
}

/**
 * What the quiz's polite live region says about the clock: the last milestone passed (1 minute, 30 and
 * 10 seconds left) or that the time is up. It changes only at those moments, so that is when it is heard.
 */
export function useClockAnnouncement(seconds: number, running: boolean, timedOut: boolean): string {
  const { t } = useTranslation('quiz');
  if (timedOut) return t('clock.timeUp');
  if (!running) return '';
  const milestone = clockMilestone(seconds);
  if (milestone === null || milestone === 0) return '';
  if (milestone % 60 === 0) return t('clock.minutesLeft', { count: milestone / 60 });
  return t('clock.secondsLeft', { count: milestone });
}
