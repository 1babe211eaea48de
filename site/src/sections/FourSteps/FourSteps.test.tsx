/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { FourStepsSection } from './FourSteps';

const section: Queries.FourStepsSectionFragment = {
  id: 'four-steps-1',
  heading: 'In vier Schritten zum rechtssicheren STO',
  text: 'Wir begleiten Sie von der ersten Prüfung bis zur Billigung durch die Aufsicht.',
  steps: [
    { title: 'Strukturprüfung', text: 'Welche Rechtsform und welcher Token passen zu Ihrem Vorhaben?', duration: null },
    {
      title: 'Prospekt oder WIB',
      text: 'Wir erstellen das passende Dokument für Ihr Emissionsvolumen.',
      duration: null,
    },
    { title: 'Einreichung bei der BaFin', text: 'Wir übernehmen die Kommunikation mit der Aufsicht.', duration: null },
    { title: 'Emission', text: 'Der Token geht an Ihre Investoren.', duration: null },
  ],
};

describe('four steps section', () => {
  it('shows the four steps numbered in the CMS order', () => {
    const region = renderSection(<FourStepsSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Wir begleiten Sie von der ersten Prüfung bis zur Billigung durch die Aufsicht.');
    expectSteps(region, section.steps);
  });

  it('shows a step text from the CMS as text, not as HTML', () => {
    const steps = [{ title: 'Emission', text: HOSTILE, duration: null }];
    expectShownAsText(renderSection(<FourStepsSection section={{ ...section, steps }} />, section.heading, 'de'));
  });
});
