import React from 'react';
import { Quiz } from './Quiz';
import type { QuizProps } from './types';
import './quiz.css';

/**
 * The quiz island (`islands/registry.ts`, chunk `island-quiz`), started by the island runtime on the quiz page
 * only, with the `quiz` catalogue of the page's language. It imports nothing of Gatsby: texts come through
 * react-i18next, links are plain, the booking dialog opens through the runtime's booking-link behaviour.
 */
export default function QuizIsland(props: QuizProps) {
  return <Quiz {...props} />;
}
