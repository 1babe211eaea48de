import { scoreQuiz, type QuizOutcome, type ScorableQuiz } from '@app/quiz';

export type QuizPhase = 'intro' | 'question' | 'result';

export type QuizState = {
  phase: QuizPhase;
  /** The question on screen (0-based). */
  index: number;
  /** The chosen answer per question; null while unanswered. */
  choices: Array<number | null>;
  /** "Next" was pressed without an answer: the question says so until one is chosen. */
  missingAnswer: boolean;
  outcome: QuizOutcome | null;
  /** The run ended because the clock ran out. */
  timedOut: boolean;
  /** Counts the runs started: each restart is a new run with a fresh clock. */
  run: number;
};

export type QuizAction =
  | { type: 'start' }
  | { type: 'choose'; answer: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'timeout' }
  | { type: 'restart' };

export const initialQuizState: QuizState = {
  phase: 'intro',
  index: 0,
  choices: [],
  missingAnswer: false,
  outcome: null,
  timedOut: false,
  run: 0,
};

const newRun = (quiz: ScorableQuiz, state: QuizState): QuizState => ({
  ...initialQuizState,
  phase: 'question',
  choices: quiz.questions.map(() => null),
  run: state.run + 1,
});

const finish = (quiz: ScorableQuiz, state: QuizState, timedOut: boolean): QuizState => ({
  ...state,
  phase: 'result',
  missingAnswer: false,
  timedOut,
  outcome: scoreQuiz(quiz, state.choices),
});

function next(quiz: ScorableQuiz, state: QuizState): QuizState {
  if (state.choices[state.index] === null) return { ...state, missingAnswer: true };
  if (state.index === quiz.questions.length - 1) return finish(quiz, state, false);
  return { ...state, index: state.index + 1, missingAnswer: false };
}

/**
 * The quiz's screens as a pure state machine: intro → one question at a time (back and next; next needs
 * an answer) → result, scored by `@app/quiz`. The clock running out ends the run from any question.
 */
export function quizReducer(quiz: ScorableQuiz) {
  return (state: QuizState, action: QuizAction): QuizState => {
    if (action.type === 'start' || action.type === 'restart') return newRun(quiz, state);
    if (state.phase !== 'question') return state;
    switch (action.type) {
      case 'choose': {
        const choices = state.choices.map((c, i) => (i === state.index ? action.answer : c));
        return { ...state, choices, missingAnswer: false };
      }
      case 'next':
        return next(quiz, state);
      case 'back':
        return { ...state, index: Math.max(0, state.index - 1), missingAnswer: false };
      case 'timeout':
        return finish(quiz, state, true);
    }
  };
}
