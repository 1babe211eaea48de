/** @jest-environment node */
// The build renders the quiz page in Node: the intro is complete HTML inside the island's mount point, with the
// quiz's data for the runtime, and nothing of the quiz itself (no question, no clock).
import React from 'react';
import { renderToString } from 'react-dom/server';
import { translate } from '../../../test/i18n-mock';
import { QuizSlot } from './QuizSlot';
import { quizProps } from './test-quiz';

jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => 'de'));

const mountPoint = (html: string) => {
  const match = /<div data-island="quiz" data-when="load" data-mode="render" data-props="([^"]*)">/.exec(html);
  if (!match) throw new Error(`no quiz island in ${html.slice(0, 300)}`);
  const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', '#x27': "'", amp: '&' };
  const json = match[1]!.replace(/&(quot|lt|gt|#x27|amp);/g, (_, name: string) => ENTITIES[name]!);
  return JSON.parse(json) as ReturnType<typeof quizProps>;
};

describe('QuizSlot on the server', () => {
  it('renders the intro with an inert start button, a note without JavaScript and nothing to answer', () => {
    const html = renderToString(<QuizSlot {...quizProps('de')} />);
    expect(html).toContain('Ist ein STO das Richtige für Sie?');
    expect(html).toContain(
      translate('de', 'quiz:facts', 'quiz', {
        questions: translate('de', 'quiz:questions', 'quiz', { count: 10 }),
        minutes: translate('de', 'quiz:minutes', 'quiz', { count: 2 }),
      }),
    );
    const start = translate('de', 'quiz:start').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${start}</button>`));
    expect(html).toContain('Für das Quiz benötigen Sie JavaScript.');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('role="timer"');
  });

  it('hands the runtime the whole quiz as the island props, to start at once', () => {
    const props = quizProps('de');
    const html = renderToString(<QuizSlot {...props} />);
    expect(mountPoint(html)).toEqual(props);
  });

  it('escapes CMS text that looks like markup in the server HTML and the island data', () => {
    const props = quizProps('en', { title: '<script>alert(1)</script>' });
    const html = renderToString(<QuizSlot {...props} />);
    expect(html).not.toContain('<script>');
    expect(mountPoint(html).quiz.title).toBe('<script>alert(1)</script>');
  });
});
