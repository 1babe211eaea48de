/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { ScheduleSection } from './Schedule';

const section: Queries.ScheduleSectionFragment = {
  id: 'schedule-3',
  heading: 'Zeitplan',
  text: 'So lange dauern die einzelnen Phasen erfahrungsgemäß.',
  steps: [
    { title: 'Strukturprüfung', text: null, duration: '2 Wochen' },
    { title: 'Prospekterstellung', text: 'Inklusive Abstimmung mit Ihrem Steuerberater.', duration: '6–8 Wochen' },
    { title: 'Prüfung durch die BaFin', text: 'Gesetzliche Frist ab Vollständigkeit.', duration: '20 Werktage' },
  ],
};

describe('schedule section', () => {
  it('shows the phases numbered in the CMS order, each with its duration', () => {
    const region = renderSection(<ScheduleSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('So lange dauern die einzelnen Phasen erfahrungsgemäß.');
    expectSteps(region, section.steps);
  });

  it('shows a duration from the CMS as text, not as HTML', () => {
    const steps = [{ title: 'Prüfung', text: null, duration: HOSTILE }];
    expectShownAsText(renderSection(<ScheduleSection section={{ ...section, steps }} />, section.heading, 'de'));
  });
});
