import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Schema } from '@app/validation';
import { useLocale } from '../../i18n/useLocale';
import { toYupSchema, type YupSchemaOptions } from './toYupSchema';

export type SharedFormOptions<V extends FieldValues> = YupSchemaOptions & {
  schema: Schema;
  defaultValues: V;
};

export type SharedForm<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** True while the submit handler runs (SPEC §4 loading flag). */
  submitting: boolean;
  /** A submit handler for `<form onSubmit>`: validates, then runs `handler` unless one is already running. */
  handleSubmit: (handler: (values: V) => Promise<void>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * react-hook-form over the shared rules: validation on blur, then on every input (SPEC §5), the first
 * invalid field focused on submit, and no validation at all while a submit is running (SPEC §4).
 * `labels` and `checks` must keep their identity between renders (memoise them).
 */
export function useSharedForm<V extends FieldValues>({
  schema,
  defaultValues,
  labels,
  checks,
}: SharedFormOptions<V>): SharedForm<V> {
  const locale = useLocale();
  const loading = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const resolver = useMemo(() => {
    const shared = yupResolver(toYupSchema(schema, locale, { labels, checks }), undefined, { raw: true });
    const guarded: Resolver<FieldValues> = (values, context, options) =>
      // While loading the form answers "nothing to report" instead of judging values being sent.
      loading.current ? { values: {}, errors: {} } : shared(values, context, options);
    return guarded as unknown as Resolver<V>;
  }, [schema, locale, labels, checks]);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { handleSubmit: rhfSubmit } = form;
  const handleSubmit = useCallback(
    (handler: (values: V) => Promise<void>) =>
      rhfSubmit(async (values) => {
        if (loading.current) return;
        loading.current = true;
        setSubmitting(true);
        try {
          await handler(values);
        } finally {
          loading.current = false;
          setSubmitting(false);
        }
      }),
    [rhfSubmit],
  );
  return { form, submitting, handleSubmit };
}
