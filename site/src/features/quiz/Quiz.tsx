import React, { useEffect, useMemo, useReducer, useRef } from 'react';
import { pushDataLayer } from '../analytics/data-layer';
import { QuizClock, useClockAnnouncement } from './QuizClock';
import { QuizIntro } from './QuizIntro';
import { QuizQuestion } from './QuizQuestion';
import { QuizResult } from './QuizResult';
import { initialQuizState, quizReducer, type QuizState } from './quiz-state';
import type { QuizProps } from './types';
import { useCountdown } from './useCountdown';

/** Reports each finished run once: `quiz_complete` with result and score. */
function useReportCompletion(state: QuizState): void {
  const reported = useRef(0);
  useEffect(() => {
    if (state.outcome === null || reported.current === state.run) return;
    reported.current = state.run;
    pushDataLayer({ event: 'quiz_complete', quiz_result: state.outcome.result, quiz_score: state.outcome.score });
  }, [state.outcome, state.run]);
}

/** Moves focus to the heading of each new screen the visitor asked for (never on page load). */
function useFocusOnScreenChange(state: QuizState) {
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = `${state.run}:${state.phase}:${state.index}`;
  const first = useRef(screen);
  useEffect(() => {
    if (screen !== first.current) heading.current?.focus();
  }, [screen]);
  return heading;
}

/**
 * The STO quiz (product rules §3): one question per screen against a visible clock (`durationMinutes`), scored by
 * `@app/quiz` when the last answer is in or the time is up, then the CMS's success or error copy.
 */
export function Quiz({ quiz, ...links }: QuizProps) {
  const reducer = useMemo(() => quizReducer(quiz), [quiz]);
  const [state, dispatch] = useReducer(reducer, initialQuizState);
  const running = state.phase === 'question';
  const seconds = useCountdown(quiz.durationMinutes * 60_000, running, state.run, () => dispatch({ type: 'timeout' }));
  const announcement = useClockAnnouncement(seconds, running, state.timedOut);
  const heading = useFocusOnScreenChange(state);
  useReportCompletion(state);

  const question = quiz.questions[state.index];
  return (
    <div className="quiz">
      {state.phase === 'intro' && <QuizIntro quiz={quiz} onStart={() => dispatch({ type: 'start' })} />}
      {running && question && (
        <>
          <QuizClock seconds={seconds} />
          <QuizQuestion
            key={`${state.run}-${state.index}`}
            question={question}
            index={state.index}
            total={quiz.questions.length}
            chosen={state.choices[state.index] ?? null}
            missingAnswer={state.missingAnswer}
            headingRef={heading}
            onChoose={(answer) => dispatch({ type: 'choose', answer })}
            onNext={() => dispatch({ type: 'next' })}
            onBack={() => dispatch({ type: 'back' })}
          />
        </>
      )}
      {state.phase === 'result' && state.outcome && (
        <QuizResult
          {...links}
          result={state.outcome.result}
          title={state.outcome.result === 'success' ? quiz.successTitle : quiz.errorTitle}
          text={state.outcome.result === 'success' ? quiz.successText : quiz.errorText}
          timedOut={state.timedOut}
          headingRef={heading}
          onRestart={() => dispatch({ type: 'restart' })}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
