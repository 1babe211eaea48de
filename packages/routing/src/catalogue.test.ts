import { catalogueText } from './catalogue';

const catalogue = { mail: { subject: 'Welcome, {{name}}', count: '{{n}} of {{total}}' }, flat: 'plain' };

describe('catalogueText', () => {
  it('reads dotted keys and fills {{name}} placeholders', () => {
    expect(catalogueText(catalogue, 'mail.subject', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(catalogueText(catalogue, 'mail.count', { n: 3, total: 10 })).toBe('3 of 10');
    expect(catalogueText(catalogue, 'flat')).toBe('plain');
  });
  it('leaves a placeholder without a value empty rather than printing its name', () => {
    expect(catalogueText(catalogue, 'mail.subject')).toBe('Welcome, ');
  });
  it('answers undefined for a missing key, a branch and inherited properties', () => {
    expect(catalogueText(catalogue, 'mail.missing')).toBeUndefined();
    expect(catalogueText(catalogue, 'mail')).toBeUndefined();
    expect(catalogueText(catalogue, 'flat.length')).toBeUndefined();
    expect(catalogueText(catalogue, 'constructor.name')).toBeUndefined();
  });
});
