import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './Faq.css';

/** Questions and answers, each opened on its own (native disclosure, works without JavaScript). */
export function FaqSection({ section }: { section: Queries.FaqSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="faq-section">
      {section.items.map((item) => (
        <details key={item.question} className="faq">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </SectionFrame>
  );
}
