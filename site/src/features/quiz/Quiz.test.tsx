/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { escapeRegExp, translate } from '../../../test/i18n-mock';
import { Quiz } from './Quiz';
import { quizProps } from './test-quiz';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];

function renderQuiz(locale: Locale = 'en', overrides = {}) {
  mockLocale = locale;
  render(<Quiz {...quizProps(locale, overrides)} />);
}

const t = (key: string, options?: Parameters<typeof translate>[3]) => translate('en', key, 'quiz', options);
const start = (label = t('start')) => fireEvent.click(screen.getByRole('button', { name: label }));
const question = () => screen.getByRole('group');
const choose = (answer: number) => fireEvent.click(within(question()).getAllByRole('radio')[answer]!);
const next = (label: string | RegExp = new RegExp(`${escapeRegExp(t('next'))}|${escapeRegExp(t('finish'))}`)) =>
  fireEvent.click(screen.getByRole('button', { name: label }));

/** Answers every question with the answer at `answers[i]` (a number for all). */
function answerAll(answers: number | number[]) {
  for (let i = 0; i < 10; i += 1) {
    choose(typeof answers === 'number' ? answers : answers[i]!);
    next();
  }
}

beforeEach(() => delete (window as DataLayerWindow).dataLayer);
afterEach(() => {
  jest.useRealTimers();
});

describe('Quiz: one question per screen', () => {
  it('introduces itself and starts on a button, question 1 of 10 with its heading focused', () => {
    renderQuiz();
    expect(
      screen.getByText(t('facts', { questions: t('questions', { count: 10 }), minutes: t('minutes', { count: 2 }) })),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull(); // the clock does not run while the visitor reads

    start();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(
      `${t('progress', { current: 1, total: 10 })}: What will your security token represent?`,
    );
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(screen.getByRole('group', { name: /What will your security token represent/ })).toBeTruthy();
    expect(within(question()).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(screen.queryByRole('button', { name: t('back') })).toBeNull();
  });

  it('asks for an answer before moving on, then goes forward and back keeping the answer', () => {
    renderQuiz();
    start();
    next();
    expect(screen.getByRole('alert').textContent).toBe(t('chooseAnswer'));
    expect(screen.getByText('1 / 10')).toBeTruthy();

    choose(1);
    expect(screen.queryByRole('alert')).toBeNull();
    next();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(
      `${t('progress', { current: 2, total: 10 })}: How much capital do you plan to raise?`,
    );

    fireEvent.click(screen.getByRole('button', { name: t('back') }));
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(
      new RegExp(`^${escapeRegExp(t('progress', { current: 1, total: 10 }))}`),
    );
    const radios = within(question()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
  });

  it('labels each answer so the radio group reads as the CMS wrote it', () => {
    renderQuiz();
    start();
    expect(screen.getByRole('radio', { name: 'An idea or a product that does not exist yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('next') })).toBeTruthy();
  });
});

describe('Quiz: the result', () => {
  it('a favourable run ends in success: the CMS copy, the booking link with /sto, quiz_complete', () => {
    renderQuiz();
    start();
    answerAll(0);
    const heading = screen.getByRole('heading', { level: 2, name: 'Good news: an STO can fit your project' });
    expect(document.activeElement).toBe(heading);
    const book = screen.getByRole('link', { name: t('book') });
    expect(book.getAttribute('href')).toBe('https://cal.example/en/discovery/sto');
    expect(screen.queryByRole('link', { name: t('guide') })).toBeNull();
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 }]);
  });

  it("marks the success screen's link for the runtime to open the calendar with /sto at once", () => {
    renderQuiz();
    start();
    answerAll(0);
    // The island runtime's booking behaviour (tested in BookingLink.test.tsx, end to end in e2e/quiz.spec.ts)
    // opens the calendar's popup directly for links carrying these attributes: the topic is known, no dialog.
    const book = screen.getByRole('link', { name: t('book') });
    expect(book.getAttribute('data-booking')).toBe('/sto');
    expect(book.getAttribute('data-booking-direct')).toBe('');
    expect(book.getAttribute('aria-haspopup')).toBeNull();
  });

  it('offers a call back through the home page form, fundraising preselected, in the page language', () => {
    renderQuiz();
    start();
    answerAll(0);
    expect(screen.getByRole('link', { name: t('callBack') }).getAttribute('href')).toBe('/?topic=fundraising#contact');
  });

  it('in German too', () => {
    renderQuiz('de');
    start(translate('de', 'quiz:start'));
    for (let i = 0; i < 10; i += 1) {
      choose(0);
      next(new RegExp(`${escapeRegExp(translate('de', 'quiz:next'))}|${escapeRegExp(translate('de', 'quiz:finish'))}`));
    }
    expect(screen.getByRole('link', { name: translate('de', 'quiz:book') }).getAttribute('href')).toBe(
      'https://cal.example/de/discovery/sto',
    );
    expect(screen.getByRole('link', { name: translate('de', 'quiz:callBack') }).getAttribute('href')).toBe(
      '/de/?topic=fundraising#contact',
    );
  });

  it('one least favourable answer ends in error with the guide, the call all the same and the newsletter', () => {
    renderQuiz();
    start();
    answerAll([0, 0, 0, 0, 0, 0, 0, 2, 0, 0]);
    expect(screen.getByRole('heading', { name: 'Thank you, an STO is not the best choice right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('guide') }).getAttribute('href')).toBe('/sto/#guide');
    expect(screen.getByRole('link', { name: t('newsletter') }).getAttribute('href')).toBe('/sto/legal/#newsletter');
    // The CMS's text says "book a call anyway": the result offers it.
    const book = screen.getByRole('link', { name: t('book') });
    expect(book.getAttribute('href')).toBe('https://cal.example/en/discovery/sto');
    expect(book.hasAttribute('data-booking-direct')).toBe(true);
    expect(screen.queryByText(/Time is up/)).toBeNull();
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
  });

  it('without the required first answer the run is an error, whatever else was chosen', () => {
    renderQuiz();
    start();
    answerAll([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(screen.getByRole('heading', { name: /not the best choice/ })).toBeTruthy();
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 1.093685 }]);
  });

  it('uses the threshold from the CMS entry', () => {
    renderQuiz('en', { threshold: 1.2 });
    start();
    answerAll(0);
    expect(screen.getByRole('heading', { name: /not the best choice/ })).toBeTruthy();
  });

  it('starts again on request: a fresh run, a fresh clock, a second event', () => {
    renderQuiz();
    start();
    answerAll(2);
    fireEvent.click(screen.getByRole('button', { name: t('restart') }));
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(
      new RegExp(`^${escapeRegExp(t('progress', { current: 1, total: 10 }))}`),
    );
    expect((within(question()).getAllByRole('radio') as HTMLInputElement[]).some((r) => r.checked)).toBe(false);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    answerAll(0);
    expect(dataLayer()).toEqual([
      { event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 },
      { event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 },
    ]);
  });
});

describe('Quiz: the clock', () => {
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const status = () => screen.getAllByRole('status').at(-1)!.textContent;

  it('counts down visibly and speaks only at 1 minute, 30 and 10 seconds', () => {
    jest.useFakeTimers();
    renderQuiz();
    start();
    advance(15_000);
    expect(screen.getByRole('timer').textContent).toBe('1:45');
    expect(status()).toBe('');
    advance(44_000);
    expect(screen.getByRole('timer').textContent).toBe('1:01');
    expect(status()).toBe('');
    advance(1_000);
    expect(status()).toBe(t('clock.minutesLeft', { count: 1 }));
    advance(29_000);
    expect(screen.getByRole('timer').textContent).toBe('0:31');
    expect(status()).toBe(t('clock.minutesLeft', { count: 1 }));
    advance(1_000);
    expect(status()).toBe(t('clock.secondsLeft', { count: 30 }));
    advance(20_000);
    expect(status()).toBe(t('clock.secondsLeft', { count: 10 }));
  });

  it('ends the run when the time is up: unanswered questions count as least favourable', () => {
    jest.useFakeTimers();
    renderQuiz();
    start();
    for (let i = 0; i < 3; i += 1) {
      choose(0);
      next();
    }
    advance(119_000);
    expect(screen.getByText('4 / 10')).toBeTruthy();
    expect(dataLayer()).toEqual([]);
    advance(1_000);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/Time is up\. Questions you had not answered/)).toBeTruthy();
    const heading = screen.getByRole('heading', { name: /not the best choice/ });
    expect(document.activeElement).toBe(heading);
    expect(status()).toBe(t('clock.timeUp'));
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
    advance(60_000);
    expect(dataLayer()).toHaveLength(1); // the stopped clock reports nothing more
  });

  it('times out with no answer at all, and takes its duration from the CMS', () => {
    jest.useFakeTimers();
    renderQuiz('en', { durationMinutes: 1 });
    expect(
      screen.getByText(t('facts', { questions: t('questions', { count: 10 }), minutes: t('minutes', { count: 1 }) })),
    ).toBeTruthy();
    start();
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    advance(60_000);
    expect(screen.getByRole('heading', { name: /not the best choice/ })).toBeTruthy();
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
  });
});

describe('Quiz in German', () => {
  it('speaks German from start to result and books with the German page + /sto', () => {
    renderQuiz('de');
    expect(
      screen.getByText(
        translate('de', 'quiz:facts', 'quiz', {
          questions: translate('de', 'quiz:questions', 'quiz', { count: 10 }),
          minutes: translate('de', 'quiz:minutes', 'quiz', { count: 2 }),
        }),
      ),
    ).toBeTruthy();
    start(translate('de', 'quiz:start'));
    expect(document.activeElement?.textContent).toBe(
      `${translate('de', 'quiz:progress', 'quiz', { current: 1, total: 10 })}: Wofür soll Ihr Security Token stehen?`,
    );
    expect(screen.getByText(translate('de', 'quiz:clock.label'))).toBeTruthy();
    next(new RegExp(escapeRegExp(translate('de', 'quiz:next'))));
    expect(screen.getByRole('alert').textContent).toBe(translate('de', 'quiz:chooseAnswer'));
    for (let i = 0; i < 10; i += 1) {
      choose(0);
      next(i === 9 ? translate('de', 'quiz:finish') : translate('de', 'quiz:next'));
    }
    expect(
      screen.getByRole('heading', { name: 'Gute Nachricht – ein STO kann zu Ihrem Vorhaben passen' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: translate('de', 'quiz:book') }).getAttribute('href')).toBe(
      'https://cal.example/de/discovery/sto',
    );
    expect(screen.getByRole('button', { name: translate('de', 'quiz:restart') })).toBeTruthy();
  });
});
