import { LOCALES } from '@app/routing';
import { autonym, languageName } from './language-name';

describe('language names from the locale codes', () => {
  it.each([
    ['en', 'de', 'Englisch'],
    ['de', 'en', 'German'],
    ['de', 'de', 'Deutsch'],
    ['en', 'en', 'English'],
  ])('%s in %s → %s', (code, inLocale, name) => {
    expect(languageName(code, inLocale)).toBe(name);
  });

  it('names any language in any language, without a catalogue entry', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'de')).toBe('Französisch');
    expect(autonym('fr')).toBe('Français');
  });

  it('shows each language of the site by its own name, the one LOCALES gives it', () => {
    expect(LOCALES.map(({ code }) => autonym(code))).toEqual(LOCALES.map(({ name }) => name));
  });
});
