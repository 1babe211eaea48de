import { QUIZ_RULES, countedChoices, leastFavourableIndex, scoreQuiz, type QuizChoices, type ScorableQuiz } from '.';

/** The quiz as the CMS seeds it: ten questions weighted 1.01 / 1 / 0, question 1's first answer required. */
function quiz(threshold: number = QUIZ_RULES.defaultThreshold): ScorableQuiz {
  return {
    threshold,
    questions: Array.from({ length: 10 }, (_, q) => ({
      answers: [
        { importance: 1.01, required: q === 0 },
        { importance: 1, required: false },
        { importance: 0, required: false },
      ],
    })),
  };
}

const all = (answer: number | null): QuizChoices => Array.from({ length: 10 }, () => answer);
const withChoice = (choices: QuizChoices, question: number, answer: number | null): QuizChoices =>
  choices.map((c, i) => (i === question ? answer : c));

describe('scoreQuiz: the score', () => {
  it('is the product of the chosen importances', () => {
    expect(scoreQuiz(quiz(), all(0)).score).toBe(1.104622); // 1.01^10, rounded to six decimals
    expect(scoreQuiz(quiz(), withChoice(all(1), 0, 0)).score).toBe(1.01);
    expect(scoreQuiz(quiz(), [0, 0, 0, 1, 1, 1, 1, 1, 1, 1]).score).toBe(1.030301);
  });

  it('is 0 as soon as one least favourable answer is chosen', () => {
    expect(scoreQuiz(quiz(), withChoice(all(0), 9, 2)).score).toBe(0);
  });
});

describe('scoreQuiz: success and error', () => {
  it('succeeds with the required answer, no zero and a score at the default threshold or above', () => {
    expect(scoreQuiz(quiz(), all(0))).toEqual({ result: 'success', score: 1.104622, failures: [] });
    // The middle answers everywhere else still reach 1.0: 1.01 × 1⁹.
    expect(scoreQuiz(quiz(), withChoice(all(1), 0, 0))).toEqual({ result: 'success', score: 1.01, failures: [] });
  });

  it('fails without the required answer, even with no zero and a score above the threshold', () => {
    expect(scoreQuiz(quiz(), withChoice(all(0), 0, 1))).toEqual({
      result: 'error',
      score: 1.093685, // 1 × 1.01⁹
      failures: ['required-answer-missing'],
    });
  });

  it('fails with one least favourable answer among otherwise perfect ones', () => {
    const outcome = scoreQuiz(quiz(0), withChoice(all(0), 4, 2));
    // Threshold 0: the score (0) reaches it, the zero alone decides.
    expect(outcome).toEqual({ result: 'error', score: 0, failures: ['least-favourable-answer'] });
  });

  it('succeeds when the score meets the threshold exactly', () => {
    const choices = withChoice(withChoice(all(1), 0, 0), 1, 0); // 1.01 × 1.01 × 1⁸
    expect(scoreQuiz(quiz(1.0201), choices)).toEqual({ result: 'success', score: 1.0201, failures: [] });
    expect(scoreQuiz(quiz(1.104622), all(0)).result).toBe('success');
  });

  it('fails when the score is just below the threshold', () => {
    const choices = withChoice(withChoice(all(1), 0, 0), 1, 0);
    expect(scoreQuiz(quiz(1.020101), choices)).toEqual({
      result: 'error',
      score: 1.0201,
      failures: ['below-threshold'],
    });
    expect(scoreQuiz(quiz(1.2), all(0)).failures).toEqual(['below-threshold']);
  });

  it('names every reason when several rules fail', () => {
    expect(scoreQuiz(quiz(), withChoice(all(2), 0, 1)).failures).toEqual([
      'required-answer-missing',
      'least-favourable-answer',
      'below-threshold',
    ]);
  });
});

describe('scoreQuiz: the clock ran out', () => {
  it('counts the unanswered questions as least favourable when some were answered', () => {
    const outcome = scoreQuiz(quiz(), [0, 0, 0, null, null, null, null, null, null, null]);
    expect(outcome).toEqual({ result: 'error', score: 0, failures: ['least-favourable-answer', 'below-threshold'] });
  });

  it('takes a shorter list as the questions reached so far', () => {
    expect(scoreQuiz(quiz(), [0, 0, 0])).toEqual(
      scoreQuiz(quiz(), [0, 0, 0, null, null, null, null, null, null, null]),
    );
  });

  it('fails with no answer at all, the required one missing too', () => {
    for (const none of [[], all(null)]) {
      expect(scoreQuiz(quiz(), none)).toEqual({
        result: 'error',
        score: 0,
        failures: ['required-answer-missing', 'least-favourable-answer', 'below-threshold'],
      });
    }
  });

  it('fails when only the last question was left unanswered', () => {
    expect(scoreQuiz(quiz(), withChoice(all(0), 9, null)).result).toBe('error');
  });
});

describe('scoreQuiz: choices that name no answer', () => {
  it.each([
    ['an index past the answers', 3],
    ['a negative index', -1],
    ['a fraction', 0.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', '1' as unknown as number],
    ['an object', {} as unknown as number],
  ])('rejects %s', (_, choice) => {
    expect(() => scoreQuiz(quiz(), withChoice(all(0), 3, choice))).toThrow(RangeError);
  });

  it('rejects more choices than questions, and a choice list that is not a list', () => {
    expect(() => scoreQuiz(quiz(), [...all(0), 0])).toThrow('11 choices for 10 questions');
    expect(() => scoreQuiz(quiz(), '0000000000' as unknown as QuizChoices)).toThrow(TypeError);
    expect(() => scoreQuiz(quiz(), null as unknown as QuizChoices)).toThrow(TypeError);
  });
});

describe('leastFavourableIndex and countedChoices', () => {
  it('finds the zero wherever it stands', () => {
    const question = {
      answers: [
        { importance: 1, required: false },
        { importance: 0, required: false },
        { importance: 1.01, required: false },
      ],
    };
    expect(leastFavourableIndex(question)).toBe(1);
  });

  it('fills unanswered questions with their least favourable answer', () => {
    expect(countedChoices(quiz(), [1, null, 0])).toEqual([1, 2, 0, 2, 2, 2, 2, 2, 2, 2]);
  });
});
