import { ValidationError } from 'yup';
import { LOCALE_CODES } from '@app/routing';
import { escapeRegExp, siteText } from '../../../tests/support/catalogues';
import { VALIDATION_MESSAGES } from './messages';
import { RULE_NAMES, type RuleName, type RuleObject, type Rules, type Schema, type ValidationLocale } from './rules';
import { checkForm, compileField, compileSchema } from './schema';

/** The first message for `value` under `rules` (undefined when valid), as a form with label `field` shows it. */
function messageFor(value: unknown, rules: Rules, locale: ValidationLocale = 'en', field = 'Field') {
  const result = checkForm(compileSchema({ field: rules }, { locale, labels: { field } }), { field: value });
  return result.valid ? undefined : result.issues[0]!.message;
}

const passes = (value: unknown, rules: Rules) => messageFor(value, rules) === undefined;
const PHONE_MESSAGE = siteText('en', 'validation:messages.phone');

/** Every rule once, as a pipe string and as an object, with a value it accepts and one it refuses. */
const EVERY_RULE: Record<RuleName, { pipe: string; object: RuleObject; good: unknown; bad: unknown }> = {
  required: { pipe: 'required|max:9', object: { required: true, max: 9 }, good: 'x', bad: ' ' },
  email: { pipe: 'email|max:99', object: { email: true, max: 99 }, good: 'a@example.com', bad: 'a@b' },
  min: { pipe: 'min:2|max:9', object: { min: 2, max: 9 }, good: 'ab', bad: 'a' },
  max: { pipe: 'max:2', object: { max: 2 }, good: 'ab', bad: 'abc' },
  min_value: { pipe: 'min_value:2', object: { min_value: 2 }, good: '2', bad: 1 },
  max_value: { pipe: 'max_value:2', object: { max_value: 2 }, good: 2, bad: '3' },
  between: { pipe: 'between:1,2', object: { between: [1, 2] }, good: 1.5, bad: 0 },
  regex: { pipe: 'max:9|regex:^a', object: { regex: /^a/, max: 9 }, good: 'ab', bad: 'ba' },
  pattern: { pipe: 'max:9|pattern:a+', object: { pattern: 'a+', max: 9 }, good: 'aa', bad: 'aab' },
  numeric: { pipe: 'numeric', object: { numeric: true }, good: '-1.5', bad: 'one' },
  url: { pipe: 'url|max:99', object: { url: true, max: 99 }, good: 'https://a.example', bad: 'a.example' },
  country: { pipe: 'max:2|country', object: { country: true, max: 2 }, good: 'AT', bad: 'XX' },
  phone: {
    pipe: 'max:30|phone:country',
    object: { max: 30, phone: { country: 'country' } },
    good: '0660 1234567',
    bad: '12',
  },
  multiline: { pipe: 'max:9|multiline', object: { max: 9, multiline: true }, good: 'a\nb', bad: 'a\u0000b' },
};

describe('compileSchema: every rule (product rules §5), written as a pipe string or as an object', () => {
  it('has a case for every rule the engine knows', () => {
    expect(Object.keys(EVERY_RULE).sort()).toEqual([...RULE_NAMES].sort());
  });

  it.each(RULE_NAMES.map((name) => [name, EVERY_RULE[name]] as const))('%s', (_name, { pipe, object, good, bad }) => {
    for (const rules of [pipe, object]) {
      const schema = compileSchema({ field: rules, country: 'max:2' });
      // The phone rule reads the country field: an Austrian mobile number is good, two digits are not.
      expect(checkForm(schema, { field: good, country: 'AT' })).toMatchObject({ valid: true });
      expect(checkForm(schema, { field: bad, country: 'AT' })).toMatchObject({
        valid: false,
        issues: [
          { field: 'field', message: expect.stringMatching(new RegExp(`^(field |${escapeRegExp(PHONE_MESSAGE)})`)) },
        ],
      });
    }
  });
});

describe('compileSchema: required (product rules §5)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a whitespace-only string', ' \t\n '],
  ])('fails on %s with the required message', (_label, value) => {
    expect(messageFor(value, 'required|max:10')).toBe('Field is required.');
  });

  it('fails on an empty array (a list is never text)', () => {
    expect(messageFor([], 'required|max:10')).toBe('Field must be text.');
  });

  it.each([
    ['a word', 'a'],
    ['a number as text', '0'],
  ])('accepts %s', (_label, value) => {
    expect(passes(value, 'required|max:10')).toBe(true);
  });

  it('accepts 0 in a number field', () => {
    expect(passes(0, 'required|numeric')).toBe(true);
  });
});

describe('compileSchema: every field is text of bounded length, or a number', () => {
  const hostile: Array<[string, unknown]> = [
    ['a list', ['a@example.com', 'b@example.com']],
    ['an empty list', []],
    ['an object', { $ne: '' }],
    ['a number', 12345],
    ['a boolean', true],
    ['false', false],
  ];

  it.each(hostile)('a text field refuses %s with the type message, required or not', (_label, value) => {
    expect(messageFor(value, 'required|max:100')).toBe('Field must be text.');
    expect(messageFor(value, 'max:100')).toBe('Field must be text.');
    expect(messageFor(value, 'email|max:254')).toBe('Field must be text.');
  });

  it('refuses null in an optional field too', () => {
    expect(messageFor(null, 'max:100')).toBe('Field must be text.');
    expect(messageFor(null, 'numeric')).toBe('Field must be a number.');
  });

  it.each([
    ['a list', [5]],
    ['an object', { value: 5 }],
    ['a boolean', true],
    ['text that is not a number', '4a'],
  ])('a number field refuses %s', (_label, value) => {
    expect(messageFor(value, 'between:0,15')).toBe('Field must be a number.');
  });

  it('refuses to compile a text field without a max rule', () => {
    expect(() => compileSchema({ name: 'required' })).toThrow('Form field "name" needs a "max" rule');
    expect(() => compileSchema({ decimals: 'between:0,15' })).not.toThrow();
  });

  it('hands back the values trimmed, numbers as numbers, empty text as absent', () => {
    const schema = compileSchema({ name: 'required|max:10', note: 'max:10', decimals: 'numeric' });
    expect(checkForm(schema, { name: '  Ada ', note: '   ', decimals: ' 7 ' })).toEqual({
      valid: true,
      values: { name: 'Ada', note: undefined, decimals: 7 },
    });
  });
});

describe('compileSchema: one line, no control characters', () => {
  it.each([
    ['a CRLF and a header line', 'Tester\r\nBcc: victim@example.com'],
    ['a bare line feed', 'Tester\nBcc: victim@example.com'],
    ['a bare carriage return', 'Tester\rBcc: victim@example.com'],
    ['a tab', 'Tes\tter'],
    ['NUL', 'Tes\u0000ter'],
    ['DEL', 'Tes\u007fter'],
    ['a C1 next-line character', 'Tes\u0085ter'],
    ['a Unicode line separator', 'Tes\u2028ter'],
    ['a Unicode paragraph separator', 'Tes\u2029ter'],
  ])('a one-line field refuses %s, in English and German', (_label, value) => {
    expect(messageFor(value, 'max:100', 'en', 'Last name')).toBe(
      'Last name must be one line, without line breaks or control characters.',
    );
    expect(messageFor(value, 'max:100', 'de', 'Nachname')).toBe(
      'Nachname muss eine einzelne Zeile sein, ohne Zeilenumbrüche oder Steuerzeichen.',
    );
  });

  it('the control-character message comes before any other rule of the field', () => {
    expect(messageFor('a\nb', 'max:100|pattern:[a-z]+', 'en', 'Name')).toMatch(/must be one line/);
  });

  it('line breaks and control characters at the ends are trimmed away with the whitespace, not refused', () => {
    expect(passes('Tester\r\n', 'max:100')).toBe(true);
  });

  it('a multi-line field keeps line breaks and tabs but refuses other control characters', () => {
    expect(passes('Line one\r\nLine two\n\tindented', 'max:100|multiline')).toBe(true);
    expect(messageFor('Line\u0000two', 'max:100|multiline', 'en', 'Message')).toBe(
      'Message must not contain control characters.',
    );
    expect(messageFor('Line\u001btwo', 'max:100|multiline', 'de', 'Nachricht')).toBe(
      'Nachricht darf keine Steuerzeichen enthalten.',
    );
  });

  it('letters of every script, emoji and typographic spaces are not control characters', () => {
    expect(passes('Zoë Łukasz 李 🙂 Müller\u00a0GmbH', 'max:100')).toBe(true);
  });
});

describe('compileSchema: email (product rules §5)', () => {
  it('accepts one address and refuses a bad one', () => {
    expect(passes('jane@example.com', 'email|max:254')).toBe(true);
    expect(messageFor('jane@example', 'email|max:254')).toBe('Field must be a valid e-mail address.');
  });

  it('refuses a comma-separated list unless multiple is on', () => {
    expect(passes('a@example.com,b@example.com', 'email|max:254')).toBe(false);
    expect(passes('a@example.com, b@example.com', 'email:multiple|max:254')).toBe(true);
    expect(passes('a@example.com, b@example.com', { email: { multiple: true }, max: 254 })).toBe(true);
    expect(passes('a@example.com, nope', 'email:multiple|max:254')).toBe(false);
  });
});

describe('compileSchema: length, value and range rules', () => {
  it('min and max count characters as a person does', () => {
    expect(messageFor('ab', 'min:3|max:10')).toBe('Field must be at least 3 characters long.');
    expect(messageFor('abcd', 'max:3')).toBe('Field must not be longer than 3 characters.');
    expect(passes('abc', { max: 3 })).toBe(true);
    expect(passes('😀😀😀', 'max:3')).toBe(true);
  });

  it('min_value and max_value compare numbers and numeric text', () => {
    expect(messageFor(4, 'min_value:5')).toBe('Field must be 5 or more.');
    expect(passes('5', 'min_value:5')).toBe(true);
    expect(messageFor(11, { max_value: 10 })).toBe('Field must be 10 or less.');
    expect(passes(-3, 'max_value:10')).toBe(true);
  });

  it('between includes both bounds (token decimals 0 to 15, product rules §5)', () => {
    expect(passes(0, 'between:0,15')).toBe(true);
    expect(passes(15, 'between:0,15')).toBe(true);
    expect(passes('7', { between: [0, 15] })).toBe(true);
    expect(messageFor(-1, 'between:0,15')).toBe('Field must be between 0 and 15.');
    expect(messageFor(16, { between: { min: 0, max: 15 } })).toBe('Field must be between 0 and 15.');
  });

  it('numeric accepts numbers and numeric text only', () => {
    expect(passes('42', 'numeric')).toBe(true);
    expect(passes('-3.5', 'numeric')).toBe(true);
    expect(passes(7, 'numeric')).toBe(true);
    expect(messageFor(Number.NaN, 'numeric')).toBe('Field must be a number.');
  });

  it('url accepts http(s) web addresses only', () => {
    expect(passes('https://example.com/path?q=1', 'url|max:300')).toBe(true);
    expect(passes('http://localhost:8000', 'url|max:300')).toBe(true);
    for (const bad of ['example.com', 'javascript:alert(1)', 'https://exa mple.com']) {
      expect(messageFor(bad, 'url|max:300')).toBe('Field must be a valid web address (https://…).');
    }
  });
});

describe('compileSchema: regex and pattern', () => {
  it('regex matches anywhere, pattern the whole value (the HTML attribute)', () => {
    expect(passes('abc123', { regex: /\d+/, max: 10 })).toBe(true);
    expect(passes('abc', 'max:10|regex:\\d+')).toBe(false);
    expect(passes('12345', { pattern: '\\d{5}', max: 10 })).toBe(true);
    expect(passes('123456', { pattern: '\\d{5}', max: 10 })).toBe(false);
  });

  it('gives the same answer twice for a global regular expression', () => {
    const rules: Rules = { regex: /^a/g, max: 10 };
    expect([passes('abc', rules), passes('abc', rules)]).toEqual([true, true]);
  });

  it('uses the default message of product rules §5 for a failed pattern, in both locales', () => {
    expect(messageFor('x', { pattern: '\\d+', max: 10 }, 'en', 'Postcode')).toBe('Postcode is not valid.');
    expect(messageFor('x', { pattern: '\\d+', max: 10 }, 'de', 'PLZ')).toBe('PLZ ist ungültig.');
  });
});

describe('compileSchema: phone (for the country in a sibling field)', () => {
  const schema = compileSchema({ country: 'required|max:2', phone: 'required|max:30|phone:country' });
  const phoneMessage = (values: Record<string, unknown>) => {
    const result = checkForm(schema, values);
    return result.valid ? undefined : result.issues.find((i) => i.field === 'phone')?.message;
  };

  it('accepts a number valid for the country and refuses one of another country', () => {
    expect(phoneMessage({ country: 'DE', phone: '06131 555 0180' })).toBeUndefined();
    expect(phoneMessage({ country: 'GB', phone: '0660 1234567' })).toBe(PHONE_MESSAGE);
  });

  it('leaves a missing or unknown country to the country field', () => {
    expect(phoneMessage({ phone: '06131 555 0180' })).toBeUndefined();
    expect(phoneMessage({ country: 'ZZ', phone: '06131 555 0180' })).toBeUndefined();
  });

  it('country accepts the two-letter code of a country with phone numbering only', () => {
    expect(passes('DE', 'max:2|country')).toBe(true);
    expect(passes('LI', { country: true, max: 2 })).toBe(true);
    for (const bad of ['ZZ', 'de', 'D']) {
      expect(messageFor(bad, 'max:2|country', 'en', 'Country')).toBe('Country must be a country from the list.');
    }
    expect(messageFor('ZZ', 'max:2|country', 'de', 'Land')).toBe('Land muss ein Land aus der Liste sein.');
  });
});

describe('compileSchema: empty values (product rules §5)', () => {
  it.each([undefined, '', '   '])('%p passes every rule except required', (value) => {
    expect(passes(value, 'email|min:3|max:1|url|regex:^x$')).toBe(true);
    expect(passes(value, 'min_value:5|max_value:1|between:1,2|numeric')).toBe(true);
    expect(messageFor(value, 'required|email|max:254')).toBe('Field is required.');
  });
});

describe('compileSchema: messages', () => {
  it('are German in the de locale, with the field label', () => {
    expect(messageFor('', 'required|max:10', 'de', 'E-Mail')).toBe('E-Mail ist ein Pflichtfeld.');
    expect(messageFor('x', 'email|max:254', 'de', 'E-Mail')).toBe('E-Mail muss eine gültige E-Mail-Adresse sein.');
    expect(messageFor('ab', 'min:3|max:10', 'de', 'Name')).toBe('Name muss mindestens 3 Zeichen lang sein.');
    expect(messageFor(20, { max_value: 10 }, 'de', 'Menge')).toBe('Menge darf höchstens 10 sein.');
    expect(messageFor(['x'], 'max:10', 'de', 'Name')).toBe('Name muss ein Text sein.');
  });

  it('name the field by its key without a label, and "This field" for a lone field', async () => {
    const result = checkForm(compileSchema({ email: 'required|max:254' }), {});
    expect(result).toEqual({ valid: false, issues: [{ field: 'email', message: 'email is required.' }] });
    await expect(compileField('required').validate(undefined)).rejects.toThrow('This field is required.');
    await expect(compileField('required', { locale: 'de' }).validate('')).rejects.toThrow(
      'Dieses Feld ist ein Pflichtfeld.',
    );
  });

  it('take a label literally (no template expansion)', () => {
    expect(messageFor('', 'required|max:10', 'en', '${path} {min}')).toBe('${path} {min} is required.');
  });

  it('have the same keys in every language of the site, with the default wording of product rules §5', () => {
    for (const locale of LOCALE_CODES) {
      expect(Object.keys(VALIDATION_MESSAGES[locale]).sort()).toEqual(Object.keys(VALIDATION_MESSAGES.en).sort());
    }
    expect(VALIDATION_MESSAGES.en._default).toBe('{_field_} is not valid.');
  });

  it('stop, naming the file, when a locale of the site has no validation catalogue', () => {
    jest.isolateModules(() => {
      jest.doMock('@app/routing', () => ({ ...jest.requireActual('@app/routing'), LOCALE_CODES: ['en', 'xx'] }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => require('./messages')).toThrow('No validation messages for locale "xx": locales/xx/validation.json');
    });
  });
});

describe('compiled schemas are plain yup', () => {
  const schema: Schema = { email: 'required|email|max:254', note: 'max:5' };

  it('report every invalid field in field order through yup itself', async () => {
    const error = await compileSchema(schema, { locale: 'en', labels: { email: 'Email' } })
      .validate({ email: 'nope', note: 'too long' }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).inner.map((e) => [e.path, e.message])).toEqual([
      ['email', 'Email must be a valid e-mail address.'],
      ['note', 'note must not be longer than 5 characters.'],
    ]);
  });

  it('list one issue per field: the first rule that failed', () => {
    expect(checkForm(compileSchema({ x: 'min:3|max:5|email' }), { x: 'ab' })).toEqual({
      valid: false,
      issues: [{ field: 'x', message: 'x must be at least 3 characters long.' }],
    });
  });

  it('throw at compile time on an unknown rule (product rules §5)', () => {
    expect(() => compileSchema({ email: 'required|emial|max:10' })).toThrow('Unknown validation rule "emial"');
    expect(() => compileField('telephone')).toThrow('"telephone"');
  });

  it('refuse rules that do not fit the field type', () => {
    expect(() => compileField('email|between:1,2')).toThrow('"email" is for text');
  });
});
