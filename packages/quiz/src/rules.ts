/**
 * The quiz's fixed rules (product rules §3 Quiz, §9): ten questions of three answers, weighted 1.01 (most
 * favourable), 1 and 0 (least favourable), two minutes on the clock. The success threshold is the CMS
 * quiz entry's `threshold`; product rules §4 leaves it open, so it defaults to 1.0.
 */
export const QUIZ_RULES = {
  questionCount: 10,
  answersPerQuestion: 3,
  /** The importance of the least favourable answer: choosing it (or running out of time) fails the quiz. */
  leastFavourableImportance: 0,
  defaultThreshold: 1,
  defaultDurationMinutes: 2,
  /** An upper bound for the editable duration, so a typo cannot make the clock meaningless. */
  maxDurationMinutes: 60,
  /** Scores are compared and reported rounded to this many decimals (1.01¹⁰ = 1.104622). */
  scoreDecimals: 6,
} as const;

/** One answer as the scoring sees it. */
export type QuizAnswerRule = { importance: number; required: boolean };
export type QuizQuestionRule = { answers: readonly QuizAnswerRule[] };

/** What scoring needs of a quiz: its questions' answers and the threshold. */
export type ScorableQuiz = { questions: readonly QuizQuestionRule[]; threshold: number };

/**
 * The visitor's choices: for each question (by position) the index of the chosen answer, or null while
 * it is unanswered. A shorter list leaves the remaining questions unanswered.
 */
export type QuizChoices = ReadonlyArray<number | null>;

export type QuizResult = 'success' | 'error';

/** Why a run did not succeed; a run can fail for several reasons at once. */
export type QuizFailure = 'required-answer-missing' | 'least-favourable-answer' | 'below-threshold';

export type QuizOutcome = {
  result: QuizResult;
  /** The product of the chosen importances, rounded to `QUIZ_RULES.scoreDecimals`. */
  score: number;
  /** Empty exactly when `result` is `success`. */
  failures: QuizFailure[];
};
