import { validate, type Rules, type ValidationLocale } from './rules';

/** One message per field: the first rule that failed, or the server's message for it. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type FormState<V extends Record<string, unknown>> = {
  readonly values: Readonly<V>;
  readonly errors: FieldErrors<keyof V & string>;
  /** True while a submit handler runs; validation is refused meanwhile (SPEC §4). */
  readonly loading: boolean;
  /** No field currently shows an error. */
  readonly valid: boolean;
};

export type FormOptions<V extends Record<string, unknown>> = {
  defaults: V;
  schema: Partial<Record<keyof V & string, Rules>>;
  locale?: ValidationLocale;
  /** Field labels used in messages; the field's key otherwise. */
  labels?: Partial<Record<keyof V & string, string>>;
};

export type SubmitOutcome<R> =
  | { status: 'submitted'; result: R }
  /** The form had errors; the handler did not run. */
  | { status: 'invalid' }
  /** A submit was already running; the handler did not run again. */
  | { status: 'busy' };

export type FormListener<V extends Record<string, unknown>> = (state: FormState<V>) => void;

export type FormController<V extends Record<string, unknown>> = {
  getState(): FormState<V>;
  /** Sets a value and validates that field (validation on input, SPEC §5). */
  setValue<K extends keyof V & string>(name: K, value: V[K]): FormState<V>;
  /** Validates a field when it loses focus (SPEC §5). */
  blur(name: keyof V & string): FormState<V>;
  /** Validates every field; while loading it returns the current state untouched (SPEC §4). */
  validate(): FormState<V>;
  /** Validates, then runs the handler with `loading` set; the handler's own errors propagate. */
  submit<R>(handler: (values: Readonly<V>) => R | Promise<R>): Promise<SubmitOutcome<R>>;
  /** Restores the defaults and clears every error (SPEC §4). */
  reset(): FormState<V>;
  /** Merges errors in (e.g. from `mapServerError`); an empty message clears that field. Unknown names are ignored. */
  setErrors(errors: Readonly<Record<string, string | undefined>>): FormState<V>;
  subscribe(listener: FormListener<V>): () => void;
};

/** A framework-free form controller: values, per-field errors and the loading flag of SPEC §4. */
export function createFormState<V extends Record<string, unknown>>(options: FormOptions<V>): FormController<V> {
  type Name = keyof V & string;
  const { defaults, schema, locale = 'en' } = options;
  const labels: Partial<Record<Name, string>> = options.labels ?? {};
  const names = Object.keys(defaults) as Name[];
  const listeners = new Set<FormListener<V>>();
  let state: FormState<V> = { values: { ...defaults }, errors: {}, loading: false, valid: true };

  function commit(next: Omit<Partial<FormState<V>>, 'valid'>): FormState<V> {
    const errors = next.errors ?? state.errors;
    state = { ...state, ...next, errors, valid: Object.keys(errors).length === 0 };
    for (const listener of [...listeners]) listener(state);
    return state;
  }

  function firstError(name: Name, values: Readonly<V>): string | undefined {
    const rules = schema[name];
    if (rules === undefined) return undefined;
    return validate(values[name], rules, { field: labels[name] ?? name, locale }).errors[0];
  }

  function withFieldError(errors: FieldErrors<Name>, name: Name, message: string | undefined): FieldErrors<Name> {
    const next = { ...errors };
    if (message === undefined || message === '') delete next[name];
    else next[name] = message;
    return next;
  }

  function validateField(name: Name): FormState<V> {
    if (state.loading) return state;
    return commit({ errors: withFieldError(state.errors, name, firstError(name, state.values)) });
  }

  function validateForm(): FormState<V> {
    if (state.loading) return state;
    const errors = names.reduce<FieldErrors<Name>>(
      (acc, name) => withFieldError(acc, name, firstError(name, state.values)),
      {},
    );
    return commit({ errors });
  }

  return {
    getState: () => state,
    setValue(name, value) {
      const values = { ...state.values, [name]: value };
      // While loading the value still changes; only its validation is refused.
      if (state.loading) return commit({ values });
      return commit({ values, errors: withFieldError(state.errors, name, firstError(name, values)) });
    },
    blur: validateField,
    validate: validateForm,
    async submit(handler) {
      if (state.loading) return { status: 'busy' };
      if (!validateForm().valid) return { status: 'invalid' };
      commit({ loading: true });
      try {
        return { status: 'submitted', result: await handler(state.values) };
      } finally {
        commit({ loading: false });
      }
    },
    reset: () => commit({ values: { ...defaults }, errors: {} }),
    setErrors(errors) {
      const known = Object.entries(errors).filter((entry): entry is [Name, string | undefined] =>
        names.includes(entry[0] as Name),
      );
      return commit({
        errors: known.reduce((acc, [name, message]) => withFieldError(acc, name, message), state.errors),
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
