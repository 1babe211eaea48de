import React from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizData } from './types';

type Props = {
  quiz: Pick<QuizData, 'title' | 'intro' | 'durationMinutes' | 'questions'>;
  /** Absent while the quiz's code loads (and without JavaScript): the button is shown but inert. */
  onStart?: () => void;
};

/** The quiz before it starts: what to expect, and the button that starts the clock. */
export function QuizIntro({ quiz, onStart }: Props) {
  const { t } = useTranslation('quiz');
  return (
    <div className="quiz__intro">
      <h2>{quiz.title}</h2>
      {quiz.intro && <p className="lead">{quiz.intro}</p>}
      <p className="quiz__facts">
        {t('facts', {
          questions: t('questions', { count: quiz.questions.length }),
          minutes: t('minutes', { count: quiz.durationMinutes }),
        })}
      </p>
      <p>
        <button type="button" className="button" onClick={onStart} disabled={onStart === undefined}>
          {t('start')}
        </button>
      </p>
      {onStart === undefined && (
        <noscript>
          <p>{t('noscript')}</p>
        </noscript>
      )}
    </div>
  );
}
