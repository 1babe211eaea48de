import { LOCALE_CODES } from '@app/routing';
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

  it('names a language the site does not have yet, in every language it has, without a catalogue entry', () => {
    expect(LOCALE_CODES.map((locale) => languageName('fr', locale))).toEqual(['French', 'Französisch']);
    expect(autonym('fr')).toBe('Français');
  });

  it('shows each language of the site by its own name', () => {
    expect(LOCALE_CODES.map(autonym)).toEqual(['English', 'Deutsch']);
  });
});
