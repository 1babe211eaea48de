import { QUIZ_RULES, type ScorableQuiz } from './rules';

/** Quiz data that breaks the rules of product rules §3; `problems` names each one (question numbers from 1). */
export class InvalidQuizError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid quiz: ${problems.join('; ')}`);
    this.name = 'InvalidQuizError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function answerProblems(answer: unknown, where: string): string[] {
  if (!isRecord(answer)) return [`${where} is not an object`];
  const problems: string[] = [];
  if (!isFiniteNumber(answer.importance) || answer.importance < 0) {
    problems.push(`${where} has no importance of 0 or more`);
  }
  if (typeof answer.required !== 'boolean') problems.push(`${where} does not say whether it is required`);
  return problems;
}

function questionProblems(question: unknown, number: number): string[] {
  const where = `question ${number}`;
  if (!isRecord(question) || !Array.isArray(question.answers)) return [`${where} has no list of answers`];
  const answers: unknown[] = question.answers;
  if (answers.length !== QUIZ_RULES.answersPerQuestion) {
    return [`${where} has ${answers.length} answers instead of ${QUIZ_RULES.answersPerQuestion}`];
  }
  const problems = answers.flatMap((a, i) => answerProblems(a, `${where}, answer ${i + 1}`));
  if (problems.length > 0) return problems;
  const valid = answers as Array<{ importance: number; required: boolean }>;
  const zeros = valid.filter((a) => a.importance === QUIZ_RULES.leastFavourableImportance).length;
  if (zeros !== 1) problems.push(`${where} needs exactly one least favourable answer (importance 0), has ${zeros}`);
  const required = valid.filter((a) => a.required);
  if (required.length > 1) problems.push(`${where} marks ${required.length} answers as required (one can be chosen)`);
  if (required.some((a) => a.importance === QUIZ_RULES.leastFavourableImportance)) {
    problems.push(`${where} requires its least favourable answer, so no run could succeed`);
  }
  return problems;
}

/**
 * Everything wrong with quiz data from outside (the CMS): the threshold, the optional duration, ten
 * questions of three answers each with exactly one least favourable answer, at most one required answer
 * per question. Returns an empty list for a valid quiz.
 */
export function quizProblems(quiz: unknown): string[] {
  if (!isRecord(quiz)) return ['the quiz is not an object'];
  const problems: string[] = [];
  if (!isFiniteNumber(quiz.threshold) || quiz.threshold < 0)
    problems.push('the threshold is not a number of 0 or more');
  const duration = quiz.durationMinutes;
  if (
    duration !== undefined &&
    (!isFiniteNumber(duration) || duration <= 0 || duration > QUIZ_RULES.maxDurationMinutes)
  ) {
    problems.push(`the duration is not a number of minutes between 0 and ${QUIZ_RULES.maxDurationMinutes}`);
  }
  if (!Array.isArray(quiz.questions)) return [...problems, 'the quiz has no list of questions'];
  if (quiz.questions.length !== QUIZ_RULES.questionCount) {
    problems.push(`the quiz has ${quiz.questions.length} questions instead of ${QUIZ_RULES.questionCount}`);
  }
  return [...problems, ...quiz.questions.flatMap((q: unknown, i) => questionProblems(q, i + 1))];
}

/** Throws `InvalidQuizError` listing every problem unless the quiz data follows the rules. */
export function assertValidQuiz<T>(quiz: T): asserts quiz is T & ScorableQuiz {
  const problems = quizProblems(quiz);
  if (problems.length > 0) throw new InvalidQuizError(problems);
}
