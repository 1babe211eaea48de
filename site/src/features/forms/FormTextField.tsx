import React from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Rules } from '@app/validation';
import { constraintsOf } from './constraints';

type Props<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** The field's shared rules: they set the constraint attributes (required, type, lengths). */
  rules?: Rules;
  /** Shown under the field until an error replaces it. */
  help?: string;
};

/**
 * A labelled MUI text field bound to react-hook-form. The error (or help) text sits below the field and
 * is linked to the input by `aria-describedby`; `aria-invalid` follows the error.
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  rules,
  help,
  type,
  slotProps,
  ...rest
}: Props<V>) {
  const { field, fieldState } = useController({ control, name });
  const constraints = constraintsOf(rules);
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      type={type ?? constraints.type ?? 'text'}
      required={constraints.required === true}
      error={message !== undefined}
      helperText={message ?? help}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: constraints.maxLength, minLength: constraints.minLength, pattern: constraints.pattern },
      }}
    />
  );
}
