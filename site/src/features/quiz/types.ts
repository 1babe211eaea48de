/**
 * The quiz island's props: plain data, no CMS or Gatsby types, so the island can be hydrated on its own.
 * `content/types.ts`'s `Quiz` fits `QuizData`.
 */
export type QuizAnswerData = { title: string; importance: number; required: boolean };
export type QuizQuestionData = { title: string; answers: QuizAnswerData[] };

export type QuizData = {
  title: string;
  intro: string;
  durationMinutes: number;
  threshold: number;
  questions: QuizQuestionData[];
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
};

export type QuizProps = {
  quiz: QuizData;
  /** The locale's booking page (global settings `bookingUrl`); the quiz appends `/sto`. */
  bookingUrl: string;
  /** Where the STO guide can be downloaded (localized path with anchor). */
  guideHref: string;
  /** Where the newsletter sign-up is (localized path with anchor). */
  newsletterHref: string;
};
