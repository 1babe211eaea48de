import React, { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationLocale } from '@app/validation';
import { countryLabel, countryOptions, type CountryOption } from './countries';
import type { ContactValues } from './contact-values';

// Typing "49", "+49", "de" or "Deutsch" all find Germany.
const filterOptions = createFilterOptions<CountryOption>({
  stringify: (option) => `${option.name} ${option.code} ${option.dialCode} ${option.dialCode.slice(1)}`,
});

type Props = { control: Control<ContactValues>; locale: ValidationLocale; label: string; help: string };

/** The phone country: an accessible combobox of every country with its dial code, in the page's language. */
export function CountryField({ control, locale, label, help }: Props) {
  const { t } = useTranslation('forms');
  const { field, fieldState } = useController({ control, name: 'country' });
  const options = useMemo(() => countryOptions(locale), [locale]);
  const value = options.find((option) => option.code === field.value) ?? null;
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, option) => field.onChange(option?.code ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={countryLabel}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      filterOptions={filterOptions}
      autoHighlight
      disableClearable={value !== null}
      noOptionsText={t('contact.noCountry')}
      openText={t('contact.showCountries')}
      closeText={t('close')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required
          error={message !== undefined}
          helperText={message ?? help}
        />
      )}
    />
  );
}
