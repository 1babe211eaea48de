/** @jest-environment jsdom */
import fs from 'fs';
import path from 'path';
import { ISLANDS, isIslandName } from './registry';

// Island code runs without Gatsby's runtime: importing either module from an island's chunk is a bug.
jest.mock('gatsby', () => {
  throw new Error('an island imports "gatsby"');
});
jest.mock('gatsby-plugin-react-i18next', () => {
  throw new Error('an island imports "gatsby-plugin-react-i18next"');
});

const LOCALES = path.resolve(__dirname, '..', '..', '..', 'locales');

describe('island registry', () => {
  it.each(Object.keys(ISLANDS))(
    'loads %s without Gatsby, as a component',
    async (name) => {
      const component = await ISLANDS[name as keyof typeof ISLANDS].load();
      expect(typeof component).toBe('function');
    },
    30_000,
  );

  it.each(Object.keys(ISLANDS))('finds the catalogues %s needs in every language', (name) => {
    for (const locale of fs.readdirSync(LOCALES)) {
      for (const ns of ISLANDS[name as keyof typeof ISLANDS].namespaces) {
        expect(fs.existsSync(path.join(LOCALES, locale, `${ns}.json`))).toBe(true);
      }
    }
  });

  it('knows the quiz and the inline sign-up by name, nothing by an odd spelling', () => {
    expect(isIslandName('quiz')).toBe(true);
    expect(isIslandName('newsletter-inline')).toBe(true);
    for (const odd of ['Quiz', ' quiz', 'quiz ', '__proto__', 'constructor', 'toString', '', undefined]) {
      expect(isIslandName(odd)).toBe(false);
    }
  });
});
