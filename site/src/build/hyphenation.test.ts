import { MIN_WORD_LENGTH, SOFT_HYPHEN, hyphenatorFor } from './hyphenation';

// The page renderer loads the patterns with Node's own require (webpack's `__non_webpack_require__`).
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

describe('build-time hyphenation', () => {
  const de = hyphenatorFor('de');

  it.each([
    ['Vergleichswert', 'Ver|gleichs|wert'],
    ['Machbarkeitsprüfung', 'Mach|bar|keits|prü|fung'],
    ['Benachrichtigungsdienst', 'Be|nach|rich|ti|gungs|dienst'],
    ['Datenschutzerklärung.', 'Da|ten|schutz|er|klä|rung.'],
  ])('breaks the German word %s where German allows: %s', (word, hyphenated) => {
    expect(shown(de(word))).toBe(hyphenated);
  });

  it('leaves short words, addresses, mail addresses, numbers and abbreviations whole', () => {
    const text =
      'Ein Erstgespräch unter https://cal.kastell-labs.example/de/discovery oder info@kastell-labs.example, ' +
      '100.000 Euro, DSGVO-KONFORMITÄTSPRÜFUNG, bis zu acht Wochen';
    expect(shown(de(text))).toBe(text.replace('Erstgespräch', 'Erst|ge|spräch'));
  });

  it('keeps every character but adds soft hyphens only (the text reads the same)', () => {
    const text = 'Zahlungs- und Handelssysteme\u00a0für die Finanzbranche';
    expect(de(text).replaceAll(SOFT_HYPHEN, '')).toBe(text);
    expect(de(text)).not.toBe(text);
  });

  it('hyphenates English by its own patterns and only words of at least the minimum length', () => {
    const en = hyphenatorFor('en');
    expect(shown(en('interoperability and tokenization'))).toBe('in|ter|op|er|abil|i|ty and to|k|eniza|tion');
    expect(shown(en('a'.repeat(MIN_WORD_LENGTH - 1)))).toBe('a'.repeat(MIN_WORD_LENGTH - 1));
  });

  it('leaves the text of a language without patterns as it is', () => {
    expect(hyphenatorFor('xx')('Benachrichtigungsdienst')).toBe('Benachrichtigungsdienst');
  });
});
