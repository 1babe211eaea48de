import { InvalidQuizError, QUIZ_RULES, assertValidQuiz, quizProblems } from '.';

type Answer = { importance: unknown; required: unknown };

function raw(edit: (questions: Array<{ answers: Answer[] } | null>) => void = () => undefined, extra = {}) {
  const questions = Array.from({ length: 10 }, (_, q) => ({
    answers: [
      { importance: 1.01, required: q === 0 },
      { importance: 1, required: false },
      { importance: 0, required: false },
    ] as Answer[],
  }));
  edit(questions);
  return { threshold: 1, durationMinutes: 2, questions, ...extra };
}

describe('quizProblems', () => {
  it('accepts the quiz of product rules §3', () => {
    expect(quizProblems(raw())).toEqual([]);
    expect(() => assertValidQuiz(raw())).not.toThrow();
  });

  it('rejects a question without three answers', () => {
    expect(quizProblems(raw((q) => q[3]!.answers.pop()))).toEqual(['question 4 has 2 answers instead of 3']);
    expect(quizProblems(raw((q) => q[0]!.answers.push({ importance: 1, required: false })))).toEqual([
      'question 1 has 4 answers instead of 3',
    ]);
    expect(quizProblems(raw((q) => (q[5] = null)))).toEqual(['question 6 has no list of answers']);
  });

  it('rejects a quiz without ten questions', () => {
    expect(quizProblems(raw((q) => q.pop()))).toEqual(['the quiz has 9 questions instead of 10']);
    expect(quizProblems(raw(undefined, { questions: [] }))).toEqual(['the quiz has 0 questions instead of 10']);
    expect(quizProblems(raw(undefined, { questions: 'ten' }))).toEqual(['the quiz has no list of questions']);
  });

  it('rejects importances that are not numbers of 0 or more', () => {
    for (const importance of ['1', null, -0.5, Number.NaN, Number.POSITIVE_INFINITY, { value: 1 }]) {
      const problems = quizProblems(raw((q) => (q[2]!.answers[1]!.importance = importance)));
      expect(problems).toContain('question 3, answer 2 has no importance of 0 or more');
    }
  });

  it('rejects a question with no least favourable answer, or two', () => {
    expect(quizProblems(raw((q) => (q[1]!.answers[2]!.importance = 0.5)))).toEqual([
      'question 2 needs exactly one least favourable answer (importance 0), has 0',
    ]);
    expect(quizProblems(raw((q) => (q[1]!.answers[1]!.importance = 0)))).toEqual([
      'question 2 needs exactly one least favourable answer (importance 0), has 2',
    ]);
  });

  it('rejects required answers no run can satisfy', () => {
    expect(quizProblems(raw((q) => (q[0]!.answers[1]!.required = true)))).toEqual([
      'question 1 marks 2 answers as required (one can be chosen)',
    ]);
    expect(quizProblems(raw((q) => (q[7]!.answers[2]!.required = true)))).toEqual([
      'question 8 requires its least favourable answer, so no run could succeed',
    ]);
    expect(quizProblems(raw((q) => (q[7]!.answers[2]!.required = 'yes')))).toEqual([
      'question 8, answer 3 does not say whether it is required',
    ]);
  });

  it('rejects a threshold or duration that is not a sensible number', () => {
    for (const threshold of [undefined, null, '1', -1, Number.NaN]) {
      expect(quizProblems(raw(undefined, { threshold }))).toEqual(['the threshold is not a number of 0 or more']);
    }
    for (const durationMinutes of [0, -2, '2', QUIZ_RULES.maxDurationMinutes + 1]) {
      expect(quizProblems(raw(undefined, { durationMinutes }))).toEqual([
        'the duration is not a number of minutes between 0 and 60',
      ]);
    }
  });

  it('rejects what is not a quiz at all', () => {
    for (const value of [null, undefined, 42, 'quiz', [raw()]]) {
      expect(quizProblems(value)).toEqual(['the quiz is not an object']);
    }
  });

  it('throws one error that lists every problem', () => {
    const broken = raw((q) => q[9]!.answers.pop(), { threshold: -1 });
    expect(() => assertValidQuiz(broken)).toThrow(InvalidQuizError);
    expect(() => assertValidQuiz(broken)).toThrow(
      'invalid quiz: the threshold is not a number of 0 or more; question 10 has 2 answers instead of 3',
    );
  });
});
