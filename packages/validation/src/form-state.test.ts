import { createFormState, type FormState } from './form-state';

type Newsletter = { email: string; pageUri: string };

function newsletterForm() {
  return createFormState<Newsletter>({
    defaults: { email: '', pageUri: '' },
    schema: { email: 'required|email' },
    labels: { email: 'Email' },
  });
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createFormState (SPEC §4, §5)', () => {
  it('starts from the defaults without errors', () => {
    expect(newsletterForm().getState()).toEqual({
      values: { email: '', pageUri: '' },
      errors: {},
      loading: false,
      valid: true,
    });
  });

  it('validates a field on input', () => {
    const form = newsletterForm();
    expect(form.setValue('email', 'jane@').errors).toEqual({ email: 'Email must be a valid email address.' });
    expect(form.setValue('email', 'jane@example.com').errors).toEqual({});
  });

  it('validates a field on blur', () => {
    const form = newsletterForm();
    const state = form.blur('email');
    expect(state.errors.email).toBe('Email is required.');
    expect(state.valid).toBe(false);
  });

  it('uses the form locale for messages', () => {
    const form = createFormState({ defaults: { email: '' }, schema: { email: 'required' }, locale: 'de' });
    expect(form.blur('email').errors.email).toBe('email ist ein Pflichtfeld.');
  });

  it('does not run the handler when the form is invalid', async () => {
    const form = newsletterForm();
    const handler = jest.fn();
    await expect(form.submit(handler)).resolves.toEqual({ status: 'invalid' });
    expect(handler).not.toHaveBeenCalled();
    expect(form.getState().errors.email).toBe('Email is required.');
  });

  it('sets loading while the handler runs and clears it afterwards', async () => {
    const form = newsletterForm();
    form.setValue('email', 'jane@example.com');
    const seen: boolean[] = [];
    const outcome = await form.submit(async (values) => {
      seen.push(form.getState().loading);
      return values.email;
    });
    expect(outcome).toEqual({ status: 'submitted', result: 'jane@example.com' });
    expect(seen).toEqual([true]);
    expect(form.getState().loading).toBe(false);
  });

  it('refuses validation while submitting: state unchanged, rules not run', async () => {
    const form = newsletterForm();
    form.setValue('email', 'jane@example.com');
    const gate = deferred();
    const pending = form.submit(() => gate.promise);
    const during = form.getState();
    expect(during.loading).toBe(true);

    expect(form.validate()).toBe(during);
    expect(form.blur('email')).toBe(during);
    const afterInput = form.setValue('email', 'not-an-email');
    expect(afterInput.values.email).toBe('not-an-email');
    expect(afterInput.errors).toEqual({});
    await expect(form.submit(jest.fn())).resolves.toEqual({ status: 'busy' });

    gate.resolve();
    await pending;
    expect(form.validate().errors).toEqual({ email: 'Email must be a valid email address.' });
  });

  it('clears loading and passes the error on when the handler fails', async () => {
    const form = newsletterForm();
    form.setValue('email', 'jane@example.com');
    await expect(form.submit(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(form.getState().loading).toBe(false);
  });

  it('reset restores the defaults and clears errors', () => {
    const form = newsletterForm();
    form.setValue('email', 'nope');
    form.setValue('pageUri', '/en/blog');
    expect(form.reset()).toEqual({ values: { email: '', pageUri: '' }, errors: {}, loading: false, valid: true });
  });

  it('setErrors merges server errors, clears with an empty message and ignores unknown fields', async () => {
    const form = newsletterForm();
    form.setValue('email', 'jane@example.com');
    await form.submit(() => {
      form.setErrors({ email: 'Already subscribed', pageUri: 'Bad page', other: 'x' });
    });
    expect(form.getState().errors).toEqual({ email: 'Already subscribed', pageUri: 'Bad page' });
    expect(form.setErrors({ pageUri: '' }).errors).toEqual({ email: 'Already subscribed' });
  });

  it('notifies subscribers until they unsubscribe', () => {
    const form = newsletterForm();
    const states: FormState<Newsletter>[] = [];
    const unsubscribe = form.subscribe((s) => states.push(s));
    form.setValue('email', 'a');
    expect(states).toHaveLength(1);
    unsubscribe();
    form.reset();
    expect(states.at(-1)?.values.email).toBe('a');
    expect(states.every((s) => s.values.email === 'a')).toBe(true);
  });
});
