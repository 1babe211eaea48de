import {
  QUIZ_RULES,
  type QuizChoices,
  type QuizFailure,
  type QuizOutcome,
  type QuizQuestionRule,
  type ScorableQuiz,
} from './rules';

/** The position of a question's least favourable answer (importance 0; the lowest if data were odd). */
export function leastFavourableIndex(question: QuizQuestionRule): number {
  let lowest = 0;
  question.answers.forEach((answer, i) => {
    if (answer.importance < question.answers[lowest]!.importance) lowest = i;
  });
  return lowest;
}

function checkChoices(quiz: ScorableQuiz, choices: QuizChoices): void {
  if (!Array.isArray(choices)) throw new TypeError('quiz choices must be a list');
  if (choices.length > quiz.questions.length) {
    throw new RangeError(`${choices.length} choices for ${quiz.questions.length} questions`);
  }
  choices.forEach((choice, i) => {
    if (choice === null || choice === undefined) return;
    const count = quiz.questions[i]!.answers.length;
    if (!Number.isInteger(choice) || choice < 0 || choice >= count) {
      throw new RangeError(`choice ${String(choice)} for question ${i + 1} is not one of its ${count} answers`);
    }
  });
}

/** The answer indexes that count: the visitor's, or the least favourable one for an unanswered question. */
export function countedChoices(quiz: ScorableQuiz, choices: QuizChoices): number[] {
  checkChoices(quiz, choices);
  return quiz.questions.map((question, i) => choices[i] ?? leastFavourableIndex(question));
}

const round = (score: number) => {
  const factor = 10 ** QUIZ_RULES.scoreDecimals;
  return Math.round(score * factor) / factor;
};

/**
 * Scores one run (product rules §3): the score is the product of the chosen answers' importances. The run
 * succeeds when every required answer is chosen, no least favourable answer (importance 0) is among the
 * choices and the score reaches the threshold; otherwise it is an error. An unanswered question — the
 * clock ran out — counts as its least favourable answer. Throws on choices that name no answer.
 */
export function scoreQuiz(quiz: ScorableQuiz, choices: QuizChoices): QuizOutcome {
  const counted = countedChoices(quiz, choices);
  const chosen = quiz.questions.map((question, i) => question.answers[counted[i]!]!);
  const score = round(chosen.reduce((product, answer) => product * answer.importance, 1));
  const requiredMissing = quiz.questions.some((question, i) =>
    question.answers.some((answer, a) => answer.required && a !== counted[i]),
  );
  const failures: QuizFailure[] = [];
  if (requiredMissing) failures.push('required-answer-missing');
  if (chosen.some((answer) => answer.importance === QUIZ_RULES.leastFavourableImportance)) {
    failures.push('least-favourable-answer');
  }
  if (score < quiz.threshold) failures.push('below-threshold');
  return { result: failures.length === 0 ? 'success' : 'error', score, failures };
}
