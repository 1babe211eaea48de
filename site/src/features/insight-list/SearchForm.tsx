import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@app/cms-client';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the field's text as it is on screen. */
  onSubmit: (text: string) => void;
};

/**
 * The labelled search field. Before the page's script runs it is a plain GET form, so the address
 * (`?q=…`) carries the search and the list picks it up once it starts.
 */
export function SearchForm({ value, onChange, onSubmit }: Props) {
  const { t } = useTranslation('common');
  // A fixed id, not useId(): the list is hydrated as an island of its own, whose ids React would count from
  // another root than the page's server render did. There is one search box per page.
  const id = 'insight-search';
  const input = useRef<HTMLInputElement>(null);
  // The island hydrates on first interaction, so a visitor may type before React runs: hydration keeps the
  // typed text on screen but the state starts empty. Take the text over once, so it is what gets searched.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // Only the text present at hydration; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(input.current?.value ?? value);
      }}
    >
      <label htmlFor={id}>{t('blog.searchLabel')}</label>
      <div className="search-form__row">
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
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
