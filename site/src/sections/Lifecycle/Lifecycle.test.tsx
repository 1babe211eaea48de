/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { LifecycleSection } from './Lifecycle';

const section: Queries.LifecycleSectionFragment = {
  id: 'lifecycle-2',
  heading: 'Lebenszyklus eines Assets auf DX',
  text: 'Von der Zulassung bis zur Auszahlung an die Anleger – alles auf einer Plattform.',
  steps: [
    { title: 'Listing', text: 'Das Asset wird geprüft und als Markt angelegt.', duration: null },
    { title: 'Handel', text: 'Käufer und Verkäufer treffen sich im Orderbuch.', duration: null },
    { title: 'Verwahrung', text: 'Bestände liegen in getrennten Wallets.', duration: null },
    { title: 'Ausschüttung', text: 'Erträge gehen automatisch an alle Halter.', duration: null },
  ],
};

describe('lifecycle section', () => {
  it('shows the lifecycle steps numbered in the CMS order', () => {
    const region = renderSection(<LifecycleSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Von der Zulassung bis zur Auszahlung an die Anleger – alles auf einer Plattform.');
    expectSteps(region, section.steps);
  });

  it('shows a step title from the CMS as text, not as HTML', () => {
    const steps = [{ title: `Listing ${HOSTILE}`, text: null, duration: null }];
    expectShownAsText(renderSection(<LifecycleSection section={{ ...section, steps }} />, section.heading, 'de'));
  });
});
