import { MAX_UINT256 } from '@app/contracts';
import { siteText } from '../../../tests/support/catalogues';
import { fieldMessages } from './schema';
import { nonTextTokenFields, tokenAmountProblems, tokenSchema, toBaseUnits, type TokenInput } from './token';

const valid: TokenInput = {
  name: 'Mainz Voucher',
  symbol: 'MZV',
  tokenType: 'capped',
  decimals: '2',
  supply: '1000000',
  cap: '2000000',
  email: '',
};
const errorsOf = (changes: Partial<TokenInput>) => fieldMessages(tokenSchema, { ...valid, ...changes });

describe('tokenSchema', () => {
  it('accepts a typical token, with or without e-mail', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ email: 'owner@example.com', name: "Müller & Söhne (Mainz) Coin's" })).toEqual({});
  });

  it.each([
    ['name', ''],
    ['name', 'X'],
    ['name', 'N'.repeat(51)],
    ['name', '<script>alert(1)</script>'],
    ['name', '.Leading dot'],
    ['name', 'Line\nbreak'],
    ['symbol', ''],
    ['symbol', 'TOOLONGSYMBOL'],
    ['symbol', 'MZ V'],
    ['symbol', 'MZ$'],
    ['tokenType', 'mintable'],
    ['tokenType', ''],
    ['decimals', '16'],
    ['decimals', '-1'],
    ['decimals', '2.5'],
    ['decimals', '1e1'],
    ['decimals', ''],
    ['supply', ''],
    ['supply', '1,000'],
    ['supply', '1.5'],
    ['supply', '-5'],
    ['supply', '1'.repeat(79)],
    ['cap', '12abc'],
    ['email', 'not-an-address'],
  ] as const)('rejects %s %j', (field, value) => {
    expect(Object.keys(errorsOf({ [field]: value }))).toEqual([field]);
  });

  it('rejects values of the wrong type', () => {
    for (const value of [42.5, ['MZV'], { a: 1 }, true, null]) {
      expect(nonTextTokenFields({ ...valid, symbol: value })).toEqual(['symbol']);
    }
    expect(nonTextTokenFields(valid)).toEqual([]);
    expect(nonTextTokenFields({ name: 'x' })).toEqual([]);
  });

  it('names the field in the visitor language', () => {
    const label = siteText('de', 'token:fields.decimals.label');
    const errors = fieldMessages(
      tokenSchema,
      { ...valid, decimals: '16' },
      { locale: 'de', labels: { decimals: label } },
    );
    // The rest is the `{_field_}` template of validation.json's `between`, filled by the code under test.
    expect(errors.decimals).toBe(`${label} muss zwischen 0 und 15 liegen.`);
  });
});

describe('tokenAmountProblems', () => {
  it('accepts supply and cap that fit a uint256 after decimals', () => {
    expect(tokenAmountProblems(valid)).toEqual({});
    const largest = (MAX_UINT256 / 10n ** 15n).toString();
    expect(tokenAmountProblems({ ...valid, decimals: '15', supply: largest, cap: largest })).toEqual({});
  });

  it('refuses zero and amounts beyond a uint256 after decimals', () => {
    expect(tokenAmountProblems({ ...valid, supply: '0' })).toEqual({ supply: 'notPositive' });
    expect(tokenAmountProblems({ ...valid, supply: '000' })).toEqual({ supply: 'notPositive' });
    const justOver = (MAX_UINT256 / 10n ** 15n + 1n).toString();
    expect(tokenAmountProblems({ ...valid, decimals: '15', supply: justOver, cap: justOver })).toEqual({
      supply: 'tooLarge',
      cap: 'tooLarge',
    });
    // The same number fits with fewer decimals.
    expect(tokenAmountProblems({ ...valid, decimals: '0', supply: justOver, cap: justOver })).toEqual({});
  });

  it('asks capped tokens for a cap not below the supply, and ignores the cap otherwise', () => {
    expect(tokenAmountProblems({ ...valid, cap: '' })).toEqual({ cap: 'capRequired' });
    expect(tokenAmountProblems({ ...valid, cap: '999999' })).toEqual({ cap: 'capBelowSupply' });
    expect(tokenAmountProblems({ ...valid, cap: '1000000' })).toEqual({});
    expect(tokenAmountProblems({ ...valid, tokenType: 'uncapped', cap: '' })).toEqual({});
    expect(tokenAmountProblems({ ...valid, tokenType: 'fixed', cap: '1' })).toEqual({});
  });

  it('leaves malformed input to the schema messages', () => {
    expect(tokenAmountProblems({ ...valid, supply: '1e6', cap: 'x' })).toEqual({});
    expect(tokenAmountProblems({ ...valid, decimals: '99', supply: '0' })).toEqual({});
  });
});

it('converts whole tokens to the smallest unit', () => {
  expect(toBaseUnits('1000000', 2)).toBe(100_000_000n);
  expect(toBaseUnits('7', 0)).toBe(7n);
});
