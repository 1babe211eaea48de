import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { compileSchema, type Schema } from '@app/validation';
import { useLocale } from '../../i18n/useLocale';

export type SharedFormOptions<V extends FieldValues> = {
  schema: Schema;
  defaultValues: V;
  /** Field labels as the visitor sees them, used in messages; the field's key otherwise. */
  labels?: Readonly<Record<string, string>>;
};

export type SharedForm<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** True while the submit handler runs (product rules §4 loading flag). */
  submitting: boolean;
  /** A submit handler for `<form onSubmit>`: validates, then runs `handler` unless one is already running. */
  handleSubmit: (handler: (values: V) => Promise<void>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * react-hook-form over the shared rules, compiled to yup for its resolver in the page's language: validation
 * on blur, then on every input (product rules §5), the first invalid field focused on submit, and no validation at
 * all while a submit is running (product rules §4). The values stay as typed (`raw`): the CMS trims and normalises.
 * `schema` and `labels` must keep their identity between renders (memoise them).
 */
export function useSharedForm<V extends FieldValues>({
  schema,
  defaultValues,
  labels,
}: SharedFormOptions<V>): SharedForm<V> {
  const locale = useLocale();
  const loading = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const resolver = useMemo(() => {
    const shared = yupResolver(compileSchema(schema, { locale, labels }), undefined, { raw: true });
    const guarded: Resolver<FieldValues> = (values, context, options) =>
      // While loading the form answers "nothing to report" instead of judging values being sent.
      loading.current ? { values: {}, errors: {} } : shared(values, context, options);
    return guarded as unknown as Resolver<V>;
  }, [schema, locale, labels]);
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
