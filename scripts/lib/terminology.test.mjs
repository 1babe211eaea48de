import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkTerminology,
  findBanned,
  formatTerminology,
  iseSpellings,
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
    // Inflected and separated forms: the parts of a ` … ` variant in one clause, any order, either first letter.
    ['Token* … veröffentlich*', 'ein Token, der mit dem Token-Generator auf Sepolia veröffentlicht wurde', true],
    ['Token* … veröffentlich*', 'Details des veröffentlichten Tokens', true],
    ['Token* … veröffentlich*', 'Veröffentlichen Sie den Token erst nach dem Audit.', true],
    ['Token* … veröffentlich*', 'Die Bank hat Leitlinien veröffentlicht, wie sie Token einordnet.', false],
    ['Token* … veröffentlich*', 'Wir haben die Testsuite veröffentlicht: Tests für gedeckelte Token.', false],
    ['Vertrag* … veröffentlich*', 'Der Vertrag ist im Testnetzwerk. Den Bericht veröffentlichen wir später.', false],
    // A sign is found with or without spaces around it.
    ['—', 'a pause — then more', true],
    ['—', 'a pause—then more', true],
    ['—', 'a pause – then more', false],
  ])('%s in "%s" → %s', (variant, text, found) => {
    expect(variantPattern(variant).test(text)).toBe(found);
  });
});

describe('iseSpellings', () => {
  it('names every -ise spelling of a word English writes with -ize, with the -ize one', () => {
    expect(iseSpellings('We tokenise assets; the organisation prioritised it. Decentralised.')).toEqual([
      { word: 'tokenise', use: 'tokenize' },
      { word: 'organisation', use: 'organization' },
      { word: 'prioritised', use: 'prioritized' },
      { word: 'Decentralised', use: 'Decentralized' },
    ]);
  });

  it('leaves the words that end in -ise in every spelling, also inside compounds', () => {
    const text =
      'Our expertise: fundraising, advertising, otherwise promises, exercised, premises, advisers, compromise.';
    expect(iseSpellings(text)).toEqual([]);
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

  it('leaves placeholders alone: {{email}} is a value, not the word', () => {
    const email = [{ locale: 'en', variant: 'email', use: 'e-mail' }];
    expect(findBanned([{ file: 'x.json', key: 'k', text: 'Sent to {{email}}.' }], email)).toEqual([]);
    expect(findBanned([{ file: 'x.json', key: 'k', text: 'Your email address' }], email)).toHaveLength(1);
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
