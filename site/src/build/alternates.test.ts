import { withAlternates } from './alternates';

test("every entry gets its document's versions in each locale, sorted by locale, itself included", () => {
  const entries = [
    { documentId: 'a', locale: 'en', path: '/insight/tokenization/' },
    { documentId: 'b', locale: 'en', path: '/insight/english-only/' },
    { documentId: 'a', locale: 'de', path: '/de/insight/tokenisierung/' },
  ];
  const versions = [
    { locale: 'de', path: '/de/insight/tokenisierung/' },
    { locale: 'en', path: '/insight/tokenization/' },
  ];
  expect(withAlternates(entries)).toEqual([
    { ...entries[0], alternates: versions },
    { ...entries[1], alternates: [{ locale: 'en', path: '/insight/english-only/' }] },
    { ...entries[2], alternates: versions },
  ]);
});
