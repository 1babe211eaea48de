import { parseRules, validate, validateAll, VALIDATION_MESSAGES, type RuleObject } from './rules';

const isValid = (value: unknown, rules: Parameters<typeof validate>[1]) => validate(value, rules).valid;

describe('required (SPEC §5)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['an empty string', ''],
    ['a whitespace-only string', ' \t\n '],
  ])('fails on %s', (_label, value) => {
    expect(isValid(value, 'required')).toBe(false);
  });

  it.each([
    ['false', false],
    ['0', 0],
    ['a word', 'a'],
    ['a non-empty array', ['x']],
  ])('accepts %s', (_label, value) => {
    expect(isValid(value, 'required')).toBe(true);
  });

  it('rejects false only when allowFalse is off', () => {
    expect(isValid(false, { required: { allowFalse: false } })).toBe(false);
    expect(isValid(false, 'required:false')).toBe(false);
    expect(isValid(true, { required: { allowFalse: false } })).toBe(true);
  });

  it('reports the required message with the field label', () => {
    expect(validate('  ', 'required', { field: 'Email' })).toEqual({ valid: false, errors: ['Email is required.'] });
  });
});

describe('email (SPEC §5)', () => {
  it.each(['jane@example.com', 'jane.doe+news@mail.example.co.uk', 'max@müller.de'])('accepts %s', (address) => {
    expect(isValid(address, 'email')).toBe(true);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'ja ne@example.com', 'a..b@x.de'])(
    'rejects %s',
    (address) => {
      expect(isValid(address, 'email')).toBe(false);
    },
  );

  it('rejects a list unless multiple is on', () => {
    expect(isValid('a@example.com,b@example.com', 'email')).toBe(false);
  });

  it('accepts a comma-separated list with multiple, trimming each address', () => {
    expect(isValid('a@example.com, b@example.com ,c@example.de', 'email:multiple')).toBe(true);
    expect(isValid('a@example.com, b@example.com', { email: { multiple: true } })).toBe(true);
    expect(isValid('a@example.com, b@example.com', { email: 'multiple' })).toBe(true);
  });

  it('rejects a list with multiple when one entry is bad or empty', () => {
    expect(isValid('a@example.com, nope', 'email:multiple')).toBe(false);
    expect(isValid('a@example.com,', 'email:multiple')).toBe(false);
  });
});

describe('length, value and range rules', () => {
  it('min and max count string length in characters', () => {
    expect(isValid('ab', 'min:3')).toBe(false);
    expect(isValid('abc', 'min:3')).toBe(true);
    expect(isValid('abcd', 'max:3')).toBe(false);
    expect(isValid('abc', { max: 3 })).toBe(true);
    expect(isValid('😀😀😀', 'max:3')).toBe(true);
  });

  it('min_value and max_value compare numbers and numeric strings', () => {
    expect(isValid(4, 'min_value:5')).toBe(false);
    expect(isValid('5', 'min_value:5')).toBe(true);
    expect(isValid(11, { max_value: 10 })).toBe(false);
    expect(isValid(-3, 'max_value:10')).toBe(true);
    expect(isValid('ten', 'min_value:5')).toBe(false);
  });

  it('between includes both bounds (token decimals 0 to 15, SPEC §5)', () => {
    expect(isValid(0, 'between:0,15')).toBe(true);
    expect(isValid(15, 'between:0,15')).toBe(true);
    expect(isValid('7', { between: [0, 15] })).toBe(true);
    expect(isValid(-1, 'between:0,15')).toBe(false);
    expect(isValid(16, { between: { min: 0, max: 15 } })).toBe(false);
    expect(isValid(15.5, 'between:0,15')).toBe(false);
  });

  it('numeric accepts numbers and numeric strings only', () => {
    expect(isValid('42', 'numeric')).toBe(true);
    expect(isValid('-3.5', 'numeric')).toBe(true);
    expect(isValid(7, 'numeric')).toBe(true);
    expect(isValid('4a', 'numeric')).toBe(false);
    expect(isValid(Number.NaN, 'numeric')).toBe(false);
  });

  it('url accepts http(s) web addresses only', () => {
    expect(isValid('https://example.com/path?q=1', 'url')).toBe(true);
    expect(isValid('http://localhost:8000', 'url')).toBe(true);
    expect(isValid('example.com', 'url')).toBe(false);
    expect(isValid('javascript:alert(1)', 'url')).toBe(false);
    expect(isValid('https://exa mple.com', 'url')).toBe(false);
  });
});

describe('regex and pattern', () => {
  it('regex follows JavaScript semantics (a match anywhere)', () => {
    expect(isValid('abc123', { regex: /\d+/ })).toBe(true);
    expect(isValid('abc', 'regex:\\d+')).toBe(false);
  });

  it('keeps commas and colons of a pattern in pipe strings', () => {
    expect(isValid('aaa', 'required|regex:^a{2,3}$')).toBe(true);
    expect(isValid('aaaa', 'required|regex:^a{2,3}$')).toBe(false);
  });

  it('pattern must match the whole value, like the HTML attribute', () => {
    expect(isValid('12345', { pattern: '\\d{5}' })).toBe(true);
    expect(isValid('123456', { pattern: '\\d{5}' })).toBe(false);
    expect(isValid('x12345', 'pattern:\\d{5}')).toBe(false);
  });

  it('gives the same answer twice for a global regular expression', () => {
    const rules: RuleObject = { regex: /^a/g };
    expect([isValid('abc', rules), isValid('abc', rules)]).toEqual([true, true]);
  });

  it('uses the default message for a failed pattern', () => {
    expect(validate('x', { pattern: '\\d+' }, { field: 'Postcode' }).errors).toEqual(['Postcode is not valid.']);
    expect(validate('x', { pattern: '\\d+' }, { field: 'PLZ', locale: 'de' }).errors).toEqual(['PLZ ist ungültig.']);
  });
});

describe('empty values (SPEC §5)', () => {
  it.each([undefined, null, '', []])('%p passes every rule except required', (value) => {
    expect(isValid(value, 'email|min:3|max:1|min_value:5|max_value:1|between:1,2|numeric|url|regex:^x$')).toBe(true);
    expect(isValid(value, { pattern: 'x', email: { multiple: true } })).toBe(true);
    expect(isValid(value, 'required|email')).toBe(false);
  });

  it('reports only the required message for an empty required email', () => {
    expect(validate('', 'required|email', { field: 'Email' }).errors).toEqual(['Email is required.']);
  });
});

describe('rule syntax (SPEC §5)', () => {
  it('reads pipe strings with comma parameters and objects alike', () => {
    const fromString = parseRules('required | email:multiple|between:0,15');
    const fromObject = parseRules({ required: true, email: { multiple: true }, between: [0, 15] });
    const summary = (rules: typeof fromString) => rules.map((r) => [r.name, r.params]);
    expect(summary(fromString)).toEqual([
      ['required', {}],
      ['email', { multiple: 'multiple' }],
      ['between', { min: '0', max: '15' }],
    ]);
    expect(summary(fromObject).map(([name]) => name)).toEqual(['required', 'email', 'between']);
  });

  it('skips rules switched off in an object', () => {
    expect(isValid('', { required: false, email: true })).toBe(true);
  });

  it('throws on an unknown rule name, naming it', () => {
    expect(() => validate('x', 'required|phone')).toThrow('Unknown validation rule "phone"');
    expect(() => validate('x', { emial: true } as unknown as RuleObject)).toThrow('"emial"');
    expect(() => validate('', 'nope')).toThrow('"nope"');
  });

  it('throws on bad parameters instead of passing silently', () => {
    expect(() => validate(3, 'between:a,b')).toThrow('Validation rule "between" needs a number for "min"');
    expect(() => validate('x', 'between:1')).toThrow('"max"');
    expect(() => validate('x', 'min:1,2')).toThrow('takes 1 parameter(s), got 2');
    expect(() => validate('x', { email: { multi: true } } as unknown as RuleObject)).toThrow('no parameter "multi"');
    expect(() => validate('x', { regex: '(' })).toThrow('invalid pattern');
  });
});

describe('messages', () => {
  it('interpolate the field and the rule parameters', () => {
    expect(validate('ab', 'min:3', { field: 'Name' }).errors).toEqual(['Name must be at least 3 characters long.']);
    expect(validate(20, 'between:0,15', { field: 'Decimals' }).errors).toEqual(['Decimals must be between 0 and 15.']);
    expect(validate(20, { max_value: 10 }, { field: 'Menge', locale: 'de' }).errors).toEqual([
      'Menge darf höchstens 10 sein.',
    ]);
  });

  it('are German in the de locale', () => {
    expect(validate('', 'required', { field: 'E-Mail', locale: 'de' }).errors).toEqual(['E-Mail ist ein Pflichtfeld.']);
    expect(validate('x', 'email', { field: 'E-Mail', locale: 'de' }).errors).toEqual([
      'E-Mail muss eine gültige E-Mail-Adresse sein.',
    ]);
    expect(validate('ab', 'min:3', { locale: 'de' }).errors).toEqual([
      'Dieses Feld muss mindestens 3 Zeichen lang sein.',
    ]);
  });

  it('fall back to "This field" without a label', () => {
    expect(validate(null, 'required').errors).toEqual(['This field is required.']);
  });

  it('list one message per failed rule', () => {
    expect(validate('ab', 'min:3|email|numeric', { field: 'X' }).errors).toEqual([
      'X must be at least 3 characters long.',
      'X must be a valid email address.',
      'X must be a number.',
    ]);
  });

  it('have the same keys in English and German, with the default wording of SPEC §5', () => {
    expect(Object.keys(VALIDATION_MESSAGES.de).sort()).toEqual(Object.keys(VALIDATION_MESSAGES.en).sort());
    expect(VALIDATION_MESSAGES.en._default).toBe('{_field_} is not valid.');
  });
});

describe('validateAll', () => {
  const schema = { email: 'required|email', decimals: { required: true, between: [0, 15] as const }, note: 'max:5' };

  it('lists errors for the failing fields only', () => {
    const result = validateAll({ email: 'nope', decimals: 3, note: '' }, schema, 'en', { email: 'Email' });
    expect(result).toEqual({ valid: false, errors: { email: ['Email must be a valid email address.'] } });
  });

  it('treats missing values as empty and speaks German', () => {
    const result = validateAll({}, schema, 'de');
    expect(result.errors).toEqual({
      email: ['email ist ein Pflichtfeld.'],
      decimals: ['decimals ist ein Pflichtfeld.'],
    });
  });

  it('is valid when every field passes', () => {
    expect(validateAll({ email: 'a@example.com', decimals: 0 }, schema)).toEqual({ valid: true, errors: {} });
  });
});
