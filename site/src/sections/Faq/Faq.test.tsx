/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { FaqSection } from './Faq';

const section: Queries.FaqSectionFragment = {
  id: 'faq-6',
  heading: 'Häufige Fragen',
  text: 'Was Kunden uns vor dem ersten Gespräch am häufigsten fragen.',
  items: [
    { question: 'Was kostet ein Smart-Contract-Audit?', answer: 'Je nach Umfang zwischen 8.000 und 40.000 €.' },
    { question: 'Wie lange dauert ein Audit?', answer: 'In der Regel zwei bis vier Wochen.' },
    { question: 'Prüfen Sie auch nach Änderungen erneut?', answer: 'Ja, Nachprüfungen sind im Festpreis enthalten.' },
  ],
};

describe('FAQ section', () => {
  it('shows the questions in the CMS order, each opening its own answer, all closed at first', () => {
    const region = renderSection(<FaqSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Was Kunden uns vor dem ersten Gespräch am häufigsten fragen.');
    const disclosures = Array.from(region.querySelectorAll('details'));
    expect(disclosures.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Was kostet ein Smart-Contract-Audit?',
      'Wie lange dauert ein Audit?',
      'Prüfen Sie auch nach Änderungen erneut?',
    ]);
    expect(disclosures.map((d) => d.querySelector('p')!.textContent)).toEqual([
      'Je nach Umfang zwischen 8.000 und 40.000 €.',
      'In der Regel zwei bis vier Wochen.',
      'Ja, Nachprüfungen sind im Festpreis enthalten.',
    ]);
    expect(disclosures.every((d) => !d.open)).toBe(true);
  });

  it('shows a question and an answer from the CMS as text, not as HTML', () => {
    const items = [{ question: `Frage ${HOSTILE}`, answer: HOSTILE }];
    expectShownAsText(renderSection(<FaqSection section={{ ...section, items }} />, section.heading, 'de'));
  });
});
