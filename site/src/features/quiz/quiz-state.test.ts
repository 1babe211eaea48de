import { initialQuizState, quizReducer, type QuizAction, type QuizState } from './quiz-state';
import { seededQuiz } from './test-quiz';

const reduce = quizReducer(seededQuiz('en'));
const run = (...actions: QuizAction[]) => actions.reduce<QuizState>(reduce, initialQuizState);
const answer = (a: number): QuizAction[] => [{ type: 'choose', answer: a }, { type: 'next' }];

describe('quizReducer', () => {
  it('ignores answers and the clock before the quiz starts', () => {
    expect(run({ type: 'choose', answer: 0 }, { type: 'next' }, { type: 'timeout' })).toEqual(initialQuizState);
  });

  it('does not go back before the first question', () => {
    expect(run({ type: 'start' }, { type: 'back' })).toMatchObject({ phase: 'question', index: 0 });
  });

  it('keeps the result once there: a late timeout or answer changes nothing', () => {
    const done = run({ type: 'start' }, ...Array.from({ length: 10 }, () => answer(0)).flat());
    expect(done).toMatchObject({ phase: 'result', timedOut: false, outcome: { result: 'success' } });
    expect(reduce(done, { type: 'timeout' })).toBe(done);
    expect(reduce(done, { type: 'choose', answer: 2 })).toBe(done);
  });

  it('scores what was chosen when the time runs out on the last question', () => {
    const answered = run({ type: 'start' }, ...Array.from({ length: 9 }, () => answer(0)).flat(), {
      type: 'choose',
      answer: 0,
    });
    expect(reduce(answered, { type: 'timeout' })).toMatchObject({
      phase: 'result',
      timedOut: true,
      outcome: { result: 'success' },
    });
  });

  it('restarts as a new run with no answers', () => {
    const again = run({ type: 'start' }, ...answer(2), { type: 'timeout' }, { type: 'restart' });
    expect(again).toMatchObject({ phase: 'question', index: 0, run: 2, outcome: null, timedOut: false });
    expect(again.choices).toEqual(Array(10).fill(null));
  });
});
