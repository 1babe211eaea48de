import React from 'react';
import { ClientIsland } from '../../islands/Island';
import { QuizIntro } from './QuizIntro';
import type { QuizProps } from './types';
import './quiz.css';

/**
 * The quiz's place on the quiz page. The server renders the intro with an inert start button (and, without
 * JavaScript, a note); the island runtime loads the quiz's own chunk at once and replaces it, so no other page
 * ever loads the quiz's code.
 */
export function QuizSlot(props: QuizProps) {
  return (
    <section className="section quiz-section" aria-label={props.quiz.title}>
      <ClientIsland name="quiz" props={props} when="load">
        <div className="quiz">
          <QuizIntro quiz={props.quiz} />
        </div>
      </ClientIsland>
    </section>
  );
}
