/**
 * @jest-environment jsdom
 */
import { rulesFromConstraints } from './constraints';
import { validate } from './rules';

function input(markup: string): HTMLInputElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host.firstElementChild as HTMLInputElement;
}

describe('rulesFromConstraints (SPEC §5 constraint attributes)', () => {
  it('reads required, email, pattern, minlength and maxlength', () => {
    expect(rulesFromConstraints({ type: 'email', required: '', minlength: '5', maxlength: '80' })).toEqual({
      required: true,
      email: true,
      min: 5,
      max: 80,
    });
    expect(rulesFromConstraints({ pattern: '[A-Z]{2}\\d+' })).toEqual({ pattern: '[A-Z]{2}\\d+' });
  });

  it('reads email with multiple', () => {
    expect(rulesFromConstraints({ type: 'email', multiple: true })).toEqual({ email: { multiple: true } });
  });

  it('reads min and max of a number input as value bounds', () => {
    expect(rulesFromConstraints({ type: 'number', min: '0', max: '15', required: true })).toEqual({
      required: true,
      min_value: 0,
      max_value: 15,
    });
  });

  it('reads a real input element', () => {
    const element = input('<input type="EMAIL" required multiple maxlength="120">');
    expect(rulesFromConstraints(element)).toEqual({ required: true, email: { multiple: true }, max: 120 });
    expect(rulesFromConstraints(input('<textarea minlength="10"></textarea>'))).toEqual({ min: 10 });
  });

  it('accepts React-style prop names and ignores switched-off booleans', () => {
    expect(rulesFromConstraints({ minLength: 2, maxLength: 4, required: false })).toEqual({ min: 2, max: 4 });
  });

  it('treats a boolean attribute as present whatever its text, like HTML', () => {
    expect(rulesFromConstraints(input('<input required="false">'))).toEqual({ required: true });
  });

  it('ignores what a browser ignores', () => {
    expect(rulesFromConstraints({ type: 'number', pattern: '\\d', minlength: '2', min: 'low' })).toEqual({});
    expect(rulesFromConstraints({ type: 'text', min: '1', max: '9' })).toEqual({});
    expect(rulesFromConstraints({ minlength: '-1', maxlength: '2.5', pattern: '(' })).toEqual({});
  });

  it('produces rules the engine applies', () => {
    const rules = rulesFromConstraints({ type: 'number', min: '0', max: '15', required: true });
    expect(validate('15', rules).valid).toBe(true);
    expect(validate('16', rules, { field: 'Decimals' }).errors).toEqual(['Decimals must be 15 or less.']);
    const zip = rulesFromConstraints({ pattern: '\\d{5}' });
    expect(validate('123456', zip).valid).toBe(false);
  });
});
