import { siteText } from '../../../tests/support/catalogues';
import { mapServerError } from './server-errors';

const FIELDS = ['name', 'email', 'address.city'];
const INVALID_DATA = siteText('en', 'validation:server.invalidData');

function strapiValidation(errors: unknown[], message = '2 errors occurred') {
  return {
    status: 400,
    statusText: 'Bad Request',
    data: { data: null, error: { status: 400, name: 'ValidationError', message, details: { errors } } },
  };
}

describe('mapServerError (product rules §8)', () => {
  describe('errors object keyed by field', () => {
    it('applies each message to its known field', () => {
      const response = {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { email: ['The email has already been taken.', 'Too long.'], name: 'Name is required.' },
        },
      };
      expect(mapServerError(response, FIELDS)).toEqual({
        fieldErrors: { email: 'The email has already been taken.', name: 'Name is required.' },
        toasts: [],
      });
    });

    it('sends messages without a matching field to toasts', () => {
      const response = { data: { errors: { email: ['Taken.'], captcha: ['Captcha failed.'] } } };
      expect(mapServerError(response, FIELDS)).toEqual({
        fieldErrors: { email: 'Taken.' },
        toasts: ['Captcha failed.'],
      });
    });

    it('accepts the known fields as any iterable', () => {
      const response = { data: { errors: { email: ['Taken.'] } } };
      expect(mapServerError(response, new Set(['email'])).fieldErrors).toEqual({ email: 'Taken.' });
    });
  });

  describe('Strapi details.errors with path', () => {
    it('are treated like the keyed object, with the path joined by dots', () => {
      const response = strapiValidation([
        { path: ['email'], message: 'email must be a valid email', name: 'ValidationError' },
        { path: ['address', 'city'], message: 'city is a required field', name: 'ValidationError' },
        { path: ['honeypot'], message: 'honeypot must be empty', name: 'ValidationError' },
      ]);
      expect(mapServerError(response, FIELDS)).toEqual({
        fieldErrors: { email: 'email must be a valid email', 'address.city': 'city is a required field' },
        toasts: ['honeypot must be empty'],
      });
    });

    it('fall back to the error message when no entry has a path', () => {
      const response = strapiValidation([{ path: [], message: 'ignored' }], 'Invalid payload');
      expect(mapServerError(response, FIELDS)).toEqual({ fieldErrors: {}, toasts: ['Invalid payload'] });
    });
  });

  describe('errors as array', () => {
    it('shows the first nested message as a toast', () => {
      expect(mapServerError({ data: { errors: [['First problem', 'Second'], ['Third']] } }, FIELDS)).toEqual({
        fieldErrors: {},
        toasts: ['First problem'],
      });
    });

    it('reads { message } entries', () => {
      const response = { data: { message: 'ignored', errors: [{ message: 'Quota exceeded' }, { message: 'x' }] } };
      expect(mapServerError(response, FIELDS).toasts).toEqual(['Quota exceeded']);
    });
  });

  describe('otherwise, one toast with the best message', () => {
    it('takes the response message first', () => {
      const response = { status: 500, statusText: 'Server Error', data: { message: 'Mailer down' }, message: 'x' };
      expect(mapServerError(response, FIELDS)).toEqual({ fieldErrors: {}, toasts: ['Mailer down'] });
    });

    it('then the error: a string or Strapi error.message', () => {
      expect(mapServerError({ statusText: 'Teapot', data: { error: 'Not allowed' } }, FIELDS).toasts).toEqual([
        'Not allowed',
      ]);
      const strapi = {
        status: 403,
        statusText: 'Forbidden',
        data: { data: null, error: { message: 'Policy failed' } },
      };
      expect(mapServerError(strapi, FIELDS).toasts).toEqual(['Policy failed']);
    });

    it('then the status text', () => {
      expect(mapServerError({ status: 502, statusText: 'Bad Gateway', data: '<html>' }, FIELDS).toasts).toEqual([
        'Bad Gateway',
      ]);
    });

    it("then the client's own message", () => {
      expect(mapServerError(new TypeError('Failed to fetch'), FIELDS)).toEqual({
        fieldErrors: {},
        toasts: ['Failed to fetch'],
      });
      expect(mapServerError({ statusText: '', message: 'Request timed out' }, FIELDS).toasts).toEqual([
        'Request timed out',
      ]);
    });
  });

  describe("generic 'The given data was invalid'", () => {
    it('is the toast when nothing else would be shown', () => {
      expect(mapServerError({ status: 400 }, FIELDS)).toEqual({
        fieldErrors: {},
        toasts: [INVALID_DATA],
      });
      expect(mapServerError(undefined, FIELDS).toasts).toEqual([INVALID_DATA]);
      expect(mapServerError({ data: { errors: {} } }, FIELDS).toasts).toEqual([INVALID_DATA]);
      expect(mapServerError({ data: { errors: [[]] } }, FIELDS).toasts).toEqual([INVALID_DATA]);
    });

    it('is German in the de locale', () => {
      expect(mapServerError({ data: { message: '  ' } }, FIELDS, { locale: 'de' }).toasts).toEqual([
        siteText('de', 'validation:server.invalidData'),
      ]);
    });

    it('is not added when a field error is shown', () => {
      expect(mapServerError({ data: { errors: { email: ['Taken.'] } } }, FIELDS).toasts).toEqual([]);
    });
  });

  it('does not repeat the same toast', () => {
    const response = { data: { errors: { a: ['Try again later.'], b: ['Try again later.'] } } };
    expect(mapServerError(response, FIELDS).toasts).toEqual(['Try again later.']);
  });
});
