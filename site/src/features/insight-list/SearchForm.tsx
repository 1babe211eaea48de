import React from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (value: string) => void; onSubmit: () => void };

/**
 * The labelled search field. Before the page's script runs it is a plain GET form, so the address
 * (`?q=…`) carries the search and the list picks it up once it starts.
 */
export function SearchForm({ value, onChange, onSubmit }: Props) {
  const { t } = useTranslation('common');
  // A fixed id, not useId(): the list is hydrated as an island of its own, whose ids React would count from
  // another root than the page's server render did. There is one search box per page.
  const id = 'insight-search';
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>{t('blog.searchLabel')}</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="button">
          {t('blog.search')}
        </button>
      </div>
    </form>
  );
}
