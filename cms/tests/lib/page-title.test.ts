import { stripTitleSuffix } from '../../src/lib/page-title';

const COMPANY = ['Kastell Labs'];

describe('stripTitleSuffix', () => {
  it.each([
    ['Smart-contract audits | Kastell Labs', 'Smart-contract audits'],
    ['Smart-contract audits - Kastell Labs', 'Smart-contract audits'],
    ['Smart-contract audits – Kastell Labs', 'Smart-contract audits'],
    ['Smart-contract audits—Kastell Labs', 'Smart-contract audits'],
    ['Smart-contract audits : kastell labs  ', 'Smart-contract audits'],
    ['Audits | Kastell Labs - Kastell Labs', 'Audits'],
    ['Audits · Kastell Labs', 'Audits'],
  ])('"%s" → "%s"', (title, expected) => {
    expect(stripTitleSuffix(title, COMPANY)).toBe(expected);
  });

  it('leaves titles alone that only mention the company elsewhere', () => {
    expect(stripTitleSuffix('Kastell Labs at the Web3 summit', COMPANY)).toBe('Kastell Labs at the Web3 summit');
    expect(stripTitleSuffix('Why Kastell Labs audits twice', COMPANY)).toBe('Why Kastell Labs audits twice');
    expect(stripTitleSuffix('Audits by Kastell Labs GmbH', COMPANY)).toBe('Audits by Kastell Labs GmbH');
  });

  it('keeps a title that is nothing but the company name', () => {
    expect(stripTitleSuffix('Kastell Labs', COMPANY)).toBe('Kastell Labs');
    expect(stripTitleSuffix(' - Kastell Labs', COMPANY)).toBe('- Kastell Labs');
  });

  it('uses every company name given (the name may differ per language) and escapes them', () => {
    expect(stripTitleSuffix('Karriere | Kastell Labs GmbH', ['Kastell Labs', 'Kastell Labs GmbH'])).toBe('Karriere');
    expect(stripTitleSuffix('Price (1+1) - A.B', ['A.B'])).toBe('Price (1+1)');
    expect(stripTitleSuffix('Price - AxB', ['A.B'])).toBe('Price - AxB');
  });

  it('does nothing without a company name', () => {
    expect(stripTitleSuffix('Audits | Kastell Labs', [])).toBe('Audits | Kastell Labs');
  });
});
