import { phoneCountries } from '@app/validation';
import { countryLabel, countryOptions } from './countries';

describe('countryOptions', () => {
  it('lists every country and territory with phone numbering, with its dial code', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(phoneCountries().length);
    expect(options.length).toBeGreaterThan(240);
    expect(options.find((o) => o.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', dialCode: '+49' });
    expect(options.every((o) => /^\+\d+$/.test(o.dialCode))).toBe(true);
  });

  it('names and sorts them in the page language', () => {
    const de = countryOptions('de');
    expect(countryLabel(de.find((o) => o.code === 'DE')!)).toBe('Deutschland (+49)');
    const names = de.map((o) => o.name);
    // German sorting puts Österreich among the O's, not after Z.
    expect(names.indexOf('Österreich')).toBeGreaterThan(names.indexOf('Oman'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    expect(countryOptions('en')[0]?.name).toBe('Afghanistan');
  });
});
