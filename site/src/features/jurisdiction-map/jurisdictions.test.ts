import fs from 'fs';
import path from 'path';
import { LOCALE_CODES } from '@app/routing';
import { JURISDICTION_CODES, jurisdictionOf, toJurisdictions } from './jurisdictions';

describe('jurisdictionOf', () => {
  it.each([
    ['Estonia', 'ee'],
    ['Estland', 'ee'],
    ['Lithuania', 'lt'],
    ['Litauen', 'lt'],
    ['Liechtenstein', 'li'],
    ['UK', 'gb'],
    ['Vereinigtes Königreich (UK)', 'gb'],
    ['Vereinigtes Koenigreich', 'gb'],
    ['Großbritannien', 'gb'],
    ['  united   KINGDOM ', 'gb'],
    ['Germany', 'de'],
    ['Deutschland', 'de'],
  ])('%s → %s', (title, code) => {
    expect(jurisdictionOf(title)).toBe(code);
  });

  it('matches whole words only', () => {
    expect(jurisdictionOf('Ukraine')).toBeNull();
    expect(jurisdictionOf('Estonian-Lithuanian fund')).toBeNull();
    expect(jurisdictionOf('Puk')).toBeNull();
    expect(jurisdictionOf('Deutschlandticket')).toBeNull();
  });

  it('finds nothing in empty or hostile titles', () => {
    expect(jurisdictionOf('')).toBeNull();
    expect(jurisdictionOf('<script>alert(1)</script>')).toBeNull();
    expect(jurisdictionOf('x'.repeat(10_000))).toBeNull();
  });
});

describe('toJurisdictions', () => {
  it('gives the four countries the same anchors in both languages', () => {
    const en = toJurisdictions(['Estonia', 'Lithuania', 'Liechtenstein', 'UK'].map((title) => ({ title, text: '' })));
    const de = toJurisdictions(
      ['Estland', 'Litauen', 'Liechtenstein', 'Vereinigtes Königreich (UK)'].map((title) => ({ title, text: '' })),
    );
    const anchors = ['jurisdiction-ee', 'jurisdiction-lt', 'jurisdiction-li', 'jurisdiction-gb'];
    expect(en.map((j) => j.anchor)).toEqual(anchors);
    expect(de.map((j) => j.anchor)).toEqual(anchors);
    expect(de.map((j) => j.code)).toEqual(['ee', 'lt', 'li', 'gb']);
  });

  it('anchors other items by their title, safely and uniquely', () => {
    const items = toJurisdictions([
      { title: 'Schweiz', text: 'a' },
      { title: 'Schweiz', text: 'b' },
      { title: '"><img src=x onerror=alert(1)>', text: '' },
      { title: '!!!', text: '' },
    ]);
    expect(items.map((j) => j.anchor)).toEqual([
      'jurisdiction-schweiz',
      'jurisdiction-schweiz-2',
      'jurisdiction-img-src-x-onerror-alert-1',
      'jurisdiction-4',
    ]);
    expect(items.every((j) => j.code === null)).toBe(true);
  });
});

it.each(LOCALE_CODES)('the STO legal page (%s) describes every jurisdiction of the map, Germany included', (locale) => {
  const fixture = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../../cms/fixtures/pages/sto-legal.json'), 'utf8'),
  ) as Record<string, { sections: Array<{ __component: string; items?: Array<{ title: string; text: string }> }> }>;
  const map = fixture[locale]!.sections.find((s) => s.__component === 'sections.map-subscribe')!;
  const codes = toJurisdictions(map.items ?? []).map((j) => j.code);
  expect([...codes].sort()).toEqual([...JURISDICTION_CODES].sort());
});
