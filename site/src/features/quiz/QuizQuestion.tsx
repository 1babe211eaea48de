import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestionData } from './types';

type Props = {
  question: QuizQuestionData;
  /** 0-based position. */
  index: number;
  total: number;
  chosen: number | null;
  missingAnswer: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onChoose: (answer: number) => void;
  onNext: () => void;
  onBack: () => void;
};

/**
 * One question: a native radio group (arrow keys move between answers) named by the question's heading,
 * which takes focus when the question appears, with its position ("3 / 10") and back / next buttons.
 */
export function QuizQuestion({
  question,
  index,
  total,
  chosen,
  missingAnswer,
  headingRef,
  onChoose,
  onNext,
  onBack,
}: Props) {
  const { t } = useTranslation('quiz');
  const name = useId();
  const errorId = useId();
  const last = index === total - 1;
  return (
    <form
      className="quiz__question"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <p className="quiz__progress" aria-hidden="true">
        {index + 1} / {total}
      </p>
      <fieldset aria-describedby={missingAnswer ? errorId : undefined}>
        <legend>
          <h2 ref={headingRef} tabIndex={-1}>
            <span className="visually-hidden">{t('progress', { current: index + 1, total })}: </span>
            {question.title}
          </h2>
        </legend>
        <ul className="quiz__answers">
          {question.answers.map((answer, i) => (
            <li key={answer.title}>
              <label className="quiz__answer">
                <input type="radio" name={name} value={i} checked={chosen === i} onChange={() => onChoose(i)} />
                <span>{answer.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {missingAnswer && (
        <p id={errorId} className="quiz__error" role="alert">
          {t('chooseAnswer')}
        </p>
      )}
      <p className="quiz__nav">
        {index > 0 && (
          <button type="button" className="button secondary" onClick={onBack}>
            {t('back')}
          </button>
        )}
        <button type="submit" className="button">
          {last ? t('finish') : t('next')}
        </button>
      </p>
    </form>
  );
}
