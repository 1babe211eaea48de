/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
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

const start = (label = 'Start the quiz') => fireEvent.click(screen.getByRole('button', { name: label }));
const question = () => screen.getByRole('group');
const choose = (answer: number) => fireEvent.click(within(question()).getAllByRole('radio')[answer]!);
const next = (label: string | RegExp = /Next question|Show my result/) =>
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
    expect(screen.getByText('10 questions · 2 minutes')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull(); // the clock does not run while the visitor reads

    start();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Question 1 of 10: What will your security token represent?');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(screen.getByRole('group', { name: /What will your security token represent/ })).toBeTruthy();
    expect(within(question()).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(screen.queryByRole('button', { name: 'Previous question' })).toBeNull();
  });

  it('asks for an answer before moving on, then goes forward and back keeping the answer', () => {
    renderQuiz();
    start();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer to continue.');
    expect(screen.getByText('1 / 10')).toBeTruthy();

    choose(1);
    expect(screen.queryByRole('alert')).toBeNull();
    next();
    expect(screen.getByText('2 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Question 2 of 10: How much capital do you plan to raise?');

    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(/^Question 1 of 10/);
    const radios = within(question()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
  });

  it('labels each answer so the radio group reads as the CMS wrote it', () => {
    renderQuiz();
    start();
    expect(screen.getByRole('radio', { name: 'An idea or a product that does not exist yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
  });
});

describe('Quiz: the result', () => {
  it('a favourable run ends in success: the CMS copy, the booking link with /sto, quiz_complete', () => {
    renderQuiz();
    start();
    answerAll(0);
    const heading = screen.getByRole('heading', { level: 2, name: 'Good news: an STO can fit your project' });
    expect(document.activeElement).toBe(heading);
    const book = screen.getByRole('link', { name: 'Book a discovery call' });
    expect(book.getAttribute('href')).toBe('https://cal.example/en/discovery/sto');
    expect(screen.queryByRole('link', { name: 'Get the STO guide' })).toBeNull();
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 }]);
  });

  it("marks the success screen's link for the runtime to open the calendar with /sto at once", () => {
    renderQuiz();
    start();
    answerAll(0);
    // The island runtime's booking behaviour (tested in BookingLink.test.tsx, end to end in e2e/quiz.spec.ts)
    // opens the calendar's popup directly for links carrying these attributes: the topic is known, no dialog.
    const book = screen.getByRole('link', { name: 'Book a discovery call' });
    expect(book.getAttribute('data-booking')).toBe('/sto');
    expect(book.getAttribute('data-booking-direct')).toBe('');
    expect(book.getAttribute('aria-haspopup')).toBeNull();
  });

  it('offers a call back through the home page form, fundraising preselected, in the page language', () => {
    renderQuiz();
    start();
    answerAll(0);
    expect(screen.getByRole('link', { name: 'Request a call back instead' }).getAttribute('href')).toBe(
      '/?topic=fundraising#contact',
    );
  });

  it('in German too', () => {
    renderQuiz('de');
    start('Quiz starten');
    for (let i = 0; i < 10; i += 1) {
      choose(0);
      next(/Nächste Frage|Zum Ergebnis/);
    }
    expect(screen.getByRole('link', { name: 'Erstgespräch vereinbaren' }).getAttribute('href')).toBe(
      'https://cal.example/de/discovery/sto',
    );
    expect(screen.getByRole('link', { name: 'Lieber einen Rückruf anfordern' }).getAttribute('href')).toBe(
      '/de/?topic=fundraising#contact',
    );
  });

  it('one least favourable answer ends in error with the guide, the call all the same and the newsletter', () => {
    renderQuiz();
    start();
    answerAll([0, 0, 0, 0, 0, 0, 0, 2, 0, 0]);
    expect(screen.getByRole('heading', { name: 'Thank you, an STO is not the best choice right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get the STO guide' }).getAttribute('href')).toBe('/sto/#guide');
    expect(screen.getByRole('link', { name: 'Sign up for our newsletter' }).getAttribute('href')).toBe(
      '/sto/legal/#newsletter',
    );
    // The CMS's text says "book a call anyway": the result offers it.
    const book = screen.getByRole('link', { name: 'Book a discovery call' });
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
    fireEvent.click(screen.getByRole('button', { name: 'Take the quiz again' }));
    expect(screen.getByText('1 / 10')).toBeTruthy();
    expect(document.activeElement?.textContent).toMatch(/^Question 1 of 10/);
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
    expect(status()).toBe('1 minute left');
    advance(29_000);
    expect(screen.getByRole('timer').textContent).toBe('0:31');
    expect(status()).toBe('1 minute left');
    advance(1_000);
    expect(status()).toBe('30 seconds left');
    advance(20_000);
    expect(status()).toBe('10 seconds left');
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
    expect(status()).toBe('Time is up.');
    expect(dataLayer()).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
    advance(60_000);
    expect(dataLayer()).toHaveLength(1); // the stopped clock reports nothing more
  });

  it('times out with no answer at all, and takes its duration from the CMS', () => {
    jest.useFakeTimers();
    renderQuiz('en', { durationMinutes: 1 });
    expect(screen.getByText('10 questions · 1 minute')).toBeTruthy();
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
    expect(screen.getByText('10 Fragen · 2 Minuten')).toBeTruthy();
    start('Quiz starten');
    expect(document.activeElement?.textContent).toBe('Frage 1 von 10: Wofür soll Ihr Security Token stehen?');
    expect(screen.getByText('Verbleibende Zeit')).toBeTruthy();
    next(/Nächste Frage/);
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Antwort aus, um fortzufahren.');
    for (let i = 0; i < 10; i += 1) {
      choose(0);
      next(i === 9 ? 'Zum Ergebnis' : 'Nächste Frage');
    }
    expect(
      screen.getByRole('heading', { name: 'Gute Nachricht – ein STO kann zu Ihrem Vorhaben passen' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erstgespräch vereinbaren' }).getAttribute('href')).toBe(
      'https://cal.example/de/discovery/sto',
    );
    expect(screen.getByRole('button', { name: 'Quiz neu starten' })).toBeTruthy();
  });
});
