import { catalogueText } from '@app/routing';
import { mapServerError } from '@app/validation';
import deValidation from '../../../../locales/de/validation.json';
import { translate } from '../../../test/i18n-mock';
import { FormRequestError, postForm } from './postForm';
import { formEndpoint } from './endpoint';

const answer = (status: number, body: string, statusText = '') =>
  ({ ok: status >= 200 && status < 300, status, statusText, text: async () => body }) as unknown as Response;

describe('postForm', () => {
  it('posts JSON and resolves with the parsed answer', async () => {
    const received = translate('en', 'common:forms.contactSuccess');
    const fetch = jest.fn(async () => answer(201, JSON.stringify({ data: { message: received } })));
    const result = await postForm('https://cms.example/api/contact', { name: 'Ada' }, { fetch });
    expect(result).toEqual({ status: 201, data: { data: { message: received } } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://cms.example/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ada' });
  });

  it('rejects an error answer in the shape mapServerError reads', async () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: translate('en', 'common:forms.invalidData'),
        details: { errors: [{ path: ['email'], message: 'Email is required.' }] },
      },
    };
    const fetch = jest.fn(async () => answer(400, JSON.stringify(body), 'Bad Request'));
    const error = await postForm('/api/contact', {}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormRequestError);
    const failed = error as FormRequestError;
    expect(failed.unreachable).toBe(false);
    expect(failed.response).toEqual({ status: 400, statusText: 'Bad Request', data: body });
    expect(mapServerError(failed.response, ['email'])).toEqual({
      fieldErrors: { email: 'Email is required.' },
      toasts: [],
    });
  });

  it('leaves an unexplained error answer to the generic message', async () => {
    const fetch = jest.fn(async () => answer(400, ''));
    const error = (await postForm('/api/contact', {}, { fetch }).catch((e: unknown) => e)) as FormRequestError;
    expect(mapServerError(error.response, [], { locale: 'de' }).toasts).toEqual([
      catalogueText(deValidation, 'server.invalidData'),
    ]);
  });

  it('keeps a plain-text error body as text', async () => {
    const fetch = jest.fn(async () => answer(502, 'Bad gateway'));
    const error = await postForm('/api/contact', {}, { fetch }).catch((e: unknown) => e);
    expect((error as FormRequestError).response).toMatchObject({ status: 502, data: 'Bad gateway' });
  });

  it('marks a request without any answer as unreachable', async () => {
    const fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await postForm('/api/contact', {}, { fetch }).catch((e: unknown) => e);
    expect(error).toMatchObject({ unreachable: true, message: 'Failed to fetch', status: undefined });
    expect((error as FormRequestError).response).toEqual({ message: 'Failed to fetch' });
  });
});

describe('formEndpoint', () => {
  it('joins the CMS origin and the form name', () => {
    expect(formEndpoint('https://cms.example/', 'newsletter')).toBe('https://cms.example/api/newsletter');
    expect(formEndpoint('', 'contact')).toBe('/api/contact');
  });
});
