import { EMAIL, EMAIL_LIST, parseRules, type RuleObject } from './rules';

const summary = (rules: Parameters<typeof parseRules>[0]) => parseRules(rules).map((r) => [r.name, r.params]);

describe('rule syntax (product rules §5)', () => {
  it('reads pipe strings with comma parameters, numbers as numbers', () => {
    expect(summary('required | email:multiple|between:0,15|max:254')).toEqual([
      ['required', {}],
      ['email', { multiple: true }],
      ['between', { min: 0, max: 15 }],
      ['max', { max: 254 }],
    ]);
  });

  it('reads the object form to the same rules', () => {
    expect(summary({ required: true, email: { multiple: true }, between: [0, 15], max: '254' })).toEqual(
      summary('required|email:multiple|between:0,15|max:254'),
    );
    expect(summary({ email: 'multiple', between: { min: 0, max: 15 } })).toEqual(
      summary('email:multiple|between:0,15'),
    );
  });

  it('keeps the commas and colons of a pattern in a pipe string', () => {
    const [rule] = parseRules('regex:^a{2,3}:b$');
    expect(rule!.params.pattern).toEqual(/^a{2,3}:b$/);
  });

  it('anchors pattern like the HTML attribute, and drops the stateful g and y flags of a regex', () => {
    expect(parseRules({ pattern: '\\d{5}' })[0]!.params.pattern!.source).toBe('^(?:\\d{5})$');
    expect(parseRules({ regex: /^a/gy })[0]!.params.pattern!.flags).toBe('');
  });

  it('skips rules switched off in an object', () => {
    expect(summary({ required: false, email: true, max: undefined })).toEqual([['email', { multiple: false }]]);
    expect(summary('email:false')).toEqual([['email', { multiple: false }]]);
  });

  it('names the sibling field of the phone rule', () => {
    expect(summary('phone:country')).toEqual([['phone', { country: 'country' }]]);
    expect(summary({ phone: { country: 'dialCountry' } })).toEqual([['phone', { country: 'dialCountry' }]]);
  });

  it('throws on an unknown rule name, naming it', () => {
    expect(() => parseRules('required|telephone')).toThrow('Unknown validation rule "telephone"');
    expect(() => parseRules({ emial: true } as unknown as RuleObject)).toThrow('"emial"');
    expect(() => parseRules('nope')).toThrow('"nope"');
  });

  it('throws on bad parameters instead of passing silently', () => {
    expect(() => parseRules('between:a,b')).toThrow('Validation rule "between" needs a number for "min"');
    expect(() => parseRules('between:1')).toThrow('"max"');
    expect(() => parseRules('min:1,2')).toThrow('takes 1 parameter(s), got 2');
    expect(() => parseRules('max:-1')).toThrow('whole number');
    expect(() => parseRules({ email: { multi: true } } as unknown as RuleObject)).toThrow('no parameter "multi"');
    expect(() => parseRules({ regex: '(' })).toThrow('invalid pattern');
    expect(() => parseRules('phone')).toThrow('needs a field name');
    expect(() => parseRules(42 as unknown as RuleObject)).toThrow(TypeError);
  });
});

describe('address patterns', () => {
  it.each(['jane@example.com', 'jane.doe+news@mail.example.co.uk', 'max@müller.de'])('accept %s', (address) => {
    expect(EMAIL.test(address)).toBe(true);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'ja ne@example.com', 'a..b@x.de'])(
    'reject %s',
    (address) => {
      expect(EMAIL.test(address)).toBe(false);
    },
  );

  it('a list is one address per entry, with no empty entry', () => {
    expect(EMAIL.test('a@example.com,b@example.com')).toBe(false);
    expect(EMAIL_LIST.test('a@example.com, b@example.com ,c@example.de')).toBe(true);
    expect(EMAIL_LIST.test('a@example.com,')).toBe(false);
    expect(EMAIL_LIST.test('a@example.com,,b@example.com')).toBe(false);
  });
});
