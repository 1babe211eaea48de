import de from '../../../locales/de/checks.json';
import en from '../../../locales/en/checks.json';
import { catalogueText } from '@app/routing';
import { PROBLEM_CODES, checkFields } from './check';
import { englishChecks, problemMessage, type Translate } from './messages';

const translator =
  (catalogue: Readonly<Record<string, unknown>>): Translate =>
  (key, values = {}) => {
    const text = catalogueText(catalogue, key.replace(/^checks:/, ''), values);
    if (text === undefined) throw new Error(`missing ${key}`);
    return text;
  };

it.each([
  ['en', en],
  ['de', de],
])('every problem has a sentence in the %s catalogue', (_locale, catalogue) => {
  for (const code of PROBLEM_CODES) {
    expect(problemMessage({ path: [], code, severity: 'error', params: {} }, translator(catalogue))).not.toBe('');
  }
});

it('says which characters the PDF cannot show, in English and German', () => {
  const [problem] = checkFields('shared.guide-chapter', { heading: 'Start 🚀', body: 'x' });
  expect(problemMessage(problem!, translator(en))).toBe(
    'The font of the PDF guide cannot show these characters: 🚀. Replace them or remove them.',
  );
  expect(problemMessage(problem!, translator(de))).toBe(
    'Die Schrift des PDF-Leitfadens kann diese Zeichen nicht darstellen: 🚀. Ersetzen oder entfernen Sie sie.',
  );
});

it('lists what the website removes from Markdown, each kind in words', () => {
  const [problem] = checkFields('api::post.post', { content: '<iframe src="x"></iframe> <b onclick="x()">b</b>' });
  expect(englishChecks('checks:problems.missingAlt')).toMatch(/^Describe the image/);
  expect(problemMessage(problem!, englishChecks)).toBe(
    'The website will not show part of this text: HTML elements (iframe); script attributes (onclick). ' +
      'Use Markdown for formatting, links and images.',
  );
});
