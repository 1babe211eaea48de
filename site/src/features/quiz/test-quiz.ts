/** The seeded quiz of one language as the island's props get it (tests only). */
import type { Locale } from '@app/routing';
import fixture from '../../../../cms/fixtures/quiz.json';
import type { QuizData, QuizProps } from './types';

export function seededQuiz(locale: Locale, overrides: Partial<QuizData> = {}): QuizData {
  return { ...fixture[locale], durationMinutes: fixture.durationMinutes, threshold: fixture.threshold, ...overrides };
}

export function quizProps(locale: Locale, overrides: Partial<QuizData> = {}): QuizProps {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return {
    quiz: seededQuiz(locale, overrides),
    bookingUrl: `https://cal.example/${locale}/discovery`,
    guideHref: `${prefix}/sto/#guide`,
    newsletterHref: `${prefix}/sto/legal/#newsletter`,
  };
}
