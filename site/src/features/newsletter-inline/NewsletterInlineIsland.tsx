import React from 'react';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { NewsletterInlineForm, type NewsletterInlineFormProps } from './NewsletterInlineForm';

/** The lazily loaded inline sign-up with its runtime (MUI theme, toasts for server messages). */
export default function NewsletterInlineIsland(props: NewsletterInlineFormProps) {
  return (
    <FormsRuntime>
      <NewsletterInlineForm {...props} />
    </FormsRuntime>
  );
}
