import { NBSP, typeset } from './typography';

/** The text with its no-break spaces shown as "␣". */
const marked = (text: string) => typeset(text).replace(/\u00a0/g, '␣');

describe('typeset', () => {
  it.each([
    // German
    ['Hardcap von 1 bis 8 Millionen Euro festlegen', 'Hardcap von 1␣bis␣8␣Millionen␣Euro festlegen'],
    ['höchstens 25.000 Euro nach § 6 WpPG', 'höchstens 25.000␣Euro nach §␣6␣WpPG'],
    ['Art. 6 Abs. 1 lit. a DSGVO', 'Art.␣6 Abs.␣1 lit.␣a␣DSGVO'],
    ['§ 25 Abs. 2 Nr. 2 TDDDG', '§␣25 Abs.␣2 Nr.␣2␣TDDDG'],
    ['eine Rendite von 4 % in 1–6 Monaten', 'eine Rendite von 4␣% in 1–6␣Monaten'],
    ['mindestens 0,25 ETH, bis zu 5 Minuten', 'mindestens 0,25␣ETH, bis zu 5␣Minuten'],
    ['z. B. Immobilien, i. V. m. Art. 6', 'z.␣B. Immobilien, i.␣V.␣m. Art.␣6'],
    ['seit dem 17. Januar 2025', 'seit dem 17.␣Januar␣2025'],
    ['MiFID II und die Verordnung (EU) 2017/1129', 'MiFID␣II und die Verordnung (EU)␣2017/1129'],
    ['weniger als 150 Personen je Mitgliedstaat', 'weniger als 150␣Personen je Mitgliedstaat'],
    // English
    ['a hardcap of 1 to 8 million euro', 'a hardcap of 1␣to␣8␣million␣euro'],
    ['between 1 and 8 million euro', 'between 1␣and␣8␣million␣euro'],
    ['exempt (Art. 1(4)(b) PR) and § 3 No. 2 WpPG', 'exempt (Art.␣1(4)(b)␣PR) and §␣3 No.␣2␣WpPG'],
    ['up to 5 minutes with 0.25 ETH', 'up to 5␣minutes with 0.25␣ETH'],
    ['fewer than 150 people, from 5 March 2026', 'fewer than 150␣people, from 5␣March␣2026'],
  ])('%s', (text, expected) => {
    expect(marked(text)).toBe(expected);
  });

  it('leaves every other space alone', () => {
    for (const text of [
      'Step 1: enter the name',
      'founded in 2017 in Mainz',
      'Chapter I and Route 2',
      'Web 3.0 projects',
    ]) {
      expect(typeset(text)).toBe(text);
    }
  });

  it('only turns spaces into no-break spaces: same length, and typesetting twice changes nothing', () => {
    const text = 'Nach § 6 WpPG höchstens 1.000 Euro, z. B. 1 bis 8 Millionen Euro, MiFID II.';
    const once = typeset(text);
    expect(once).toHaveLength(text.length);
    expect(once.replace(new RegExp(NBSP, 'g'), ' ')).toBe(text);
    expect(typeset(once)).toBe(once);
  });
});
