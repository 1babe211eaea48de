import React, { useEffect, useRef, useState } from 'react';
import { JoinListFields } from '../join-list/JoinListFields';
import { useJoinListForm } from '../join-list/useJoinListForm';

export type NewsletterInlineFormProps = {
  /** `{cms}/api/newsletter`, as for the join-list widget. */
  endpoint: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The analytics form name of the `send_form` event. */
  formName: string;
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
};

/**
 * The inline sign-up: the join-list widget's form (same endpoint, rules, server messages, `send_form`),
 * whose success message (check your inbox: double opt-in) replaces the form in place — and takes focus, as the
 * form is gone.
 */
export function NewsletterInlineForm({ endpoint, labelledBy, formName, fetch }: NewsletterInlineFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const signup = useJoinListForm({ endpoint, formName, fetch, onSuccess: setMessage, onSubmitted: () => undefined });
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message !== null) done.current?.focus();
  }, [message]);

  if (message !== null) {
    return (
      <div ref={done} className="newsletter-inline__done" role="status" tabIndex={-1}>
        <p>
          <strong>{message}</strong>
        </p>
      </div>
    );
  }
  return <JoinListFields {...signup} labelledBy={labelledBy} />;
}
