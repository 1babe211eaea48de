import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkTerminology,
  findBanned,
  formatTerminology,
  readGlossary,
  textsOf,
  variantPattern,
} from './terminology.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

describe('the glossary', () => {
  const rules = readGlossary(fs.readFileSync(path.join(ROOT, 'docs', 'glossary.md'), 'utf8'));
  const banned = (locale) => rules.filter((r) => r.locale === locale).map((r) => r.variant);

  it('bans the variants the German review found, each with the term to use instead', () => {
    expect(banned('de')).toEqual(
      expect.arrayContaining(['Deploy*', 'Contract-Adresse*', 'Mengenmodell*', 'ERC20', 'Whitelist*', 'Investor*']),
    );
    expect(banned('de')).toEqual(
      expect.arrayContaining(['Testnetz', 'Referenzen', 'Termin vereinbaren', 'maximal 150']),
    );
    const mengenmodell = rules.find((r) => r.locale === 'de' && r.variant === 'Mengenmodell*');
    expect(mengenmodell?.use).toBe('Token-Typ');
  });

  it('bans English variants too (one spelling, one booking label, the 150-person rule)', () => {
    expect(banned('en')).toEqual(expect.arrayContaining(['ERC20', 'Book a call', 'maximum of 150', 'whitelist*']));
  });
});

describe('variantPattern', () => {
  it.each([
    ['Testnetz', 'im Testnetz geprüft', true],
    ['Testnetz', 'im Testnetzwerk geprüft', false],
    ['Investor*', 'für Investorenportale', true],
    ['Whitelist*', 'mit Investoren-Whitelists', true],
    ['live', 'nach dem Go-live', true],
    ['live', 'im Live-Betrieb', false],
    ['ERC20', 'ein ERC20-Token', true],
    ['ERC20', 'der Vertrag ERC20Burnable', false],
    ['maximal 150', 'maximal\u00a0150 Personen', true],
    ['verifiziert* Anleger*', 'an verifizierte Anleger', true],
  ])('%s in "%s" → %s', (variant, text, found) => {
    expect(variantPattern(variant).test(text)).toBe(found);
  });
});

describe('findBanned', () => {
  const rules = [{ locale: 'de', variant: 'Deploy*', use: 'Bereitstellung' }];

  it('names the file and the key of every text with a banned variant', () => {
    const texts = [
      { file: 'locales/de/token.json', key: 'phase.signing', text: 'Bitte bestätigen Sie das Deployment.' },
      { file: 'locales/de/token.json', key: 'phase.ready', text: 'Alles bereit.' },
    ];
    const problems = findBanned(texts, rules);
    expect(problems).toEqual([
      { file: 'locales/de/token.json', key: 'phase.signing', variant: 'Deploy*', use: 'Bereitstellung' },
    ]);
    expect(formatTerminology(problems)).toBe('  locales/de/token.json phase.signing: "Deploy*" (use: Bereitstellung)');
  });

  it('leaves Markdown code alone', () => {
    const text = 'Der Vertrag `DeployHelper` und\n```js\ndeploy()\n```\nsind Code.';
    expect(findBanned([{ file: 'x.json', key: 'content', text }], rules)).toEqual([]);
  });
});

describe('textsOf', () => {
  it('reads the catalogues and the fixtures of one language, with the path of each text', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'terms-'));
    fs.mkdirSync(path.join(root, 'locales', 'de'), { recursive: true });
    fs.mkdirSync(path.join(root, 'cms', 'fixtures', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(root, 'locales', 'de', 'nav.json'), JSON.stringify({ pages: { home: 'Start' } }));
    fs.writeFileSync(
      path.join(root, 'cms', 'fixtures', 'pages', 'dx.json'),
      JSON.stringify({ key: 'dx', en: { title: 'For investors' }, de: { sections: [{ text: 'Für Investoren' }] } }),
    );
    expect(textsOf(root, 'de')).toEqual([
      { file: 'locales/de/nav.json', key: 'pages.home', text: 'Start' },
      { file: 'cms/fixtures/pages/dx.json', key: 'de.sections[0].text', text: 'Für Investoren' },
    ]);
  });
});

describe('the repository', () => {
  it('uses no variant the glossary bans, in the German and English catalogues, fixtures and the STO guide', () => {
    const problems = checkTerminology(ROOT);
    // The message names file, key and the term to use, so a failure says where to fix what.
    expect(formatTerminology(problems)).toBe('');
  });
});
