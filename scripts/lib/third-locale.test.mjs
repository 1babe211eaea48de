import { SPARE_LOCALES, pickThirdLocales } from './third-locale.mjs';

describe('pickThirdLocales (the languages npm test adds in its throw-away copy)', () => {
  it('the commit picks the marked language from the spares; the translated one is the next spare', () => {
    const picks = ['00000000', '00000001', '00000002', '00000003'].map((commit) =>
      pickThirdLocales(['en', 'de'], commit),
    );
    expect(picks.map((p) => p.marked)).toEqual(SPARE_LOCALES);
    expect(picks.map((p) => p.translated)).toEqual([...SPARE_LOCALES.slice(1), SPARE_LOCALES[0]]);
    for (const pick of picks) expect(pick.translated).not.toBe(pick.marked);
  });

  it('is the same for the same commit, and every spare is picked over commits', () => {
    const commit = 'b651432c0ffee1234567890abcdef1234567890a';
    expect(pickThirdLocales(['en', 'de'], commit)).toEqual(pickThirdLocales(['en', 'de'], commit));
    const seen = new Set(
      Array.from(
        { length: 64 },
        (_, i) => pickThirdLocales(['en', 'de'], (i * 2654435761).toString(16).padStart(8, '0')).marked,
      ),
    );
    expect([...seen].sort()).toEqual([...SPARE_LOCALES].sort());
  });

  it('never picks a language LOCALES has', () => {
    const existing = ['en', 'de', SPARE_LOCALES[0]];
    for (const commit of ['00000000', 'ffffffff', '12345678']) {
      const pick = pickThirdLocales(existing, commit);
      expect(existing).not.toContain(pick.marked);
      expect(existing).not.toContain(pick.translated);
    }
  });

  it('THIRD_LOCALE forces the marked language, any language a developer names', () => {
    expect(pickThirdLocales(['en', 'de'], '00000000', 'es').marked).toBe('es');
    expect(pickThirdLocales(['en', 'de'], '00000000', 'es').translated).toBe(
      SPARE_LOCALES[SPARE_LOCALES.indexOf('es') + 1],
    );
    expect(pickThirdLocales(['en', 'de'], '00000000', 'pt')).toEqual({ marked: 'pt', translated: SPARE_LOCALES[0] });
    expect(() => pickThirdLocales(['en', 'de'], '00000000', 'de')).toThrow('in LOCALES already');
    expect(() => pickThirdLocales(['en', 'de'], 'not-a-hash')).toThrow('not a commit hash');
  });
});
