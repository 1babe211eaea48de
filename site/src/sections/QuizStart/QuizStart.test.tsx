/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { QuizStartSection } from './QuizStart';

describe('quiz start section', () => {
  it.each([
    ['en', 'Is your project ready for an STO?', 'Start the quiz', '/sto/quiz/'],
    ['de', 'Ist Ihr Vorhaben bereit für einen STO?', 'Quiz starten', '/de/sto/quiz/'],
  ] as Array<[Locale, string, string, string]>)(
    'links the CMS button label to the quiz page of its language (%s)',
    (locale, heading, actionLabel, href) => {
      const section = { id: 'quiz-start-7', heading, text: '10 questions, 5 minutes.', actionLabel };
      const region = renderSection(<QuizStartSection section={section} />, heading, locale);
      expect(leadOf(region)).toBe('10 questions, 5 minutes.');
      const button = within(region).getByRole('link', { name: actionLabel });
      expect(button.getAttribute('href')).toBe(href);
      expect(button.className).toBe('button');
      // The quiz is a page of its own: no island here, a plain link that works without JavaScript.
      expect(region.querySelector('[data-island]')).toBeNull();
    },
  );

  it('shows the button label from the CMS as text, not as HTML', () => {
    const section = { id: 'q', heading: 'Quiz', text: null, actionLabel: HOSTILE };
    expectShownAsText(renderSection(<QuizStartSection section={section} />, 'Quiz'));
  });
});
