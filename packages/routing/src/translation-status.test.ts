import { DEFAULT_LOCALE, LOCALE_CODES } from './locales';
import {
  CONTENT_TECHNICAL,
  blocking,
  isOffered,
  isPlaceholder,
  localeThreshold,
  pagesTranslated,
  placeholderMark,
  placeholderTexts,
  translationStatus,
  withoutPlaceholderMarks,
} from './translation-status';

/** A language of LOCALES other than the source, as `npm run locale:add` would have marked its copies. */
const OTHER = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE)!;
const MARK = placeholderMark(OTHER);

describe('isPlaceholder', () => {
  it('finds the mark of any language of LOCALES, in front of a text or after a Markdown line start', () => {
    for (const code of LOCALE_CODES) {
      expect(isPlaceholder(`${placeholderMark(code)}Careers`)).toBe(true);
      expect(isPlaceholder(`## ${placeholderMark(code)}Title\n\nText`)).toBe(true);
      expect(isPlaceholder(`Intro\n\n- ${placeholderMark(code)}item`)).toBe(true);
    }
  });

  it('leaves alone what merely looks like one: a mark of no language, a mark inside a sentence, no text', () => {
    expect(isPlaceholder('[PDF] Guide')).toBe(false);
    expect(isPlaceholder('[FAQ] Questions')).toBe(false);
    expect(isPlaceholder(`See ${MARK}here`)).toBe(false);
    expect(isPlaceholder(42)).toBe(false);
    expect(isPlaceholder(null)).toBe(false);
  });

  it('removes the marks again (a placeholder back to the text it copies)', () => {
    expect(withoutPlaceholderMarks(`## ${MARK}Title\n\n${MARK}Text`)).toBe('## Title\n\nText');
  });
});

describe('translationStatus', () => {
  const options = { source: DEFAULT_LOCALE, ignore: [/(^|\.)slug$/] };

  it('counts the source’s texts and names each untranslated one with its reason', () => {
    const status = translationStatus(
      {
        [DEFAULT_LOCALE]: { title: 'Careers', summary: 'We hire.', slug: 'careers', year: '2017', items: ['One'] },
        [OTHER]: { title: `${MARK}Careers`, summary: '', slug: 'careers', year: '2017' },
      },
      options,
    );
    expect(status[DEFAULT_LOCALE]!.untranslated).toEqual([]);
    expect(status[OTHER]!.texts).toBe(4);
    expect(status[OTHER]!.untranslated).toEqual([
      { path: 'title', reason: 'placeholder', text: `${MARK}Careers` },
      { path: 'summary', reason: 'empty' },
      { path: 'items[0]', reason: 'missing' },
    ]);
  });

  it('a placeholder counts wherever it is, also where no text belongs (a marked link target)', () => {
    const versions = {
      [DEFAULT_LOCALE]: { action: { url: 'https://cal.example/en' } },
      [OTHER]: { action: { url: `${MARK}https://cal.example/en` } },
    };
    expect(translationStatus(versions, { source: DEFAULT_LOCALE, ignore: CONTENT_TECHNICAL })[OTHER]).toMatchObject({
      texts: 0,
      untranslated: [{ path: 'action.url', reason: 'placeholder' }],
    });
  });

  it('a version a language does not have at all is missing as a whole', () => {
    const status = translationStatus({ [DEFAULT_LOCALE]: { title: 'A' }, [OTHER]: undefined }, options);
    expect(status[OTHER]).toMatchObject({ absent: true, untranslated: [{ path: '', reason: 'missing' }] });
  });

  it('a text identical to the source is untranslated only where another language translated it differently', () => {
    const versions = (third: string) => ({
      en: { label: 'Careers', brand: 'Kastell Labs', year: '2017' },
      de: { label: 'Careers', brand: 'Kastell Labs', year: '2017' },
      xx: { label: third, brand: 'Kastell Labs', year: '2017' },
    });
    expect(translationStatus(versions('Karriere'), { source: 'en' }).de!.untranslated).toEqual([
      { path: 'label', reason: 'same-as-source', text: 'Careers' },
    ]);
    // A copy still marked for translation is no translation: it proves nothing about the other languages.
    expect(translationStatus(versions(`${MARK}Careers`), { source: 'en' }).de!.untranslated).toEqual([]);
    expect(translationStatus(versions('Careers'), { source: 'en' }).de!.untranslated).toEqual([]);
  });

  it('blocking() keeps what stops a publication, not the hint "same as the source"', () => {
    const status = {
      texts: 3,
      untranslated: [
        { path: 'a', reason: 'same-as-source' as const },
        { path: 'b', reason: 'placeholder' as const },
        { path: 'c', reason: 'missing' as const },
      ],
    };
    expect(blocking(status).map((text) => text.path)).toEqual(['b', 'c']);
  });
});

test('placeholderTexts lists every marked text of a version, at any depth', () => {
  expect(
    placeholderTexts({ title: 'Translated', sections: [{ heading: `${MARK}Heading`, items: [{ text: `${MARK}x` }] }] }),
  ).toEqual([
    { path: 'sections[0].heading', reason: 'placeholder', text: `${MARK}Heading` },
    { path: 'sections[0].items[0].text', reason: 'placeholder', text: `${MARK}x` },
  ]);
});

describe('the language offer', () => {
  const coverage = { locale: OTHER, pages: 50, translatedPages: 50, lacking: [], untranslatedStrings: 0 };

  it('SITE_LOCALE_THRESHOLD: a percentage, 100 when unset; anything else stops the build', () => {
    expect(localeThreshold(undefined)).toBe(100);
    expect(localeThreshold(' 80 % ')).toBe(80);
    expect(localeThreshold('0')).toBe(0);
    for (const bad of ['101', '-1', 'all', '80 pages']) expect(() => localeThreshold(bad)).toThrow(/0 to 100/);
  });

  it('offers a language with every string, everything every page needs and enough pages translated', () => {
    expect(isOffered(coverage, 100)).toBe(true);
    expect(isOffered({ ...coverage, translatedPages: 49 }, 100)).toBe(false);
    expect(isOffered({ ...coverage, translatedPages: 49 }, 98)).toBe(true);
    expect(isOffered({ ...coverage, untranslatedStrings: 1 }, 0)).toBe(false);
    expect(isOffered({ ...coverage, lacking: ['the home page'] }, 0)).toBe(false);
  });

  it('never rounds a page short of the threshold up to it', () => {
    expect(pagesTranslated({ pages: 10_000, translatedPages: 9_999 })).toBe(99.9);
    expect(pagesTranslated({ pages: 0, translatedPages: 0 })).toBe(100);
  });
});
