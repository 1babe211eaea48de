import React from 'react';
import { STATIC_ROUTES } from '@app/routing';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { LocalLink } from '../../i18n/LocalLink';
import './QuizStart.css';

/** The way into the STO quiz (product rules §2 "quiz start"). */
export function QuizStartSection({ section }: { section: Queries.QuizStartSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="quiz-start">
      <p className="actions">
        <LocalLink className="button" to={STATIC_ROUTES['sto-quiz']}>
          {section.actionLabel}
        </LocalLink>
      </p>
    </SectionFrame>
  );
}
