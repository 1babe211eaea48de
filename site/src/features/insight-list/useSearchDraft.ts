import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './insight-query';

/**
 * The search field's text. Typing runs the search once the visitor pauses for `SEARCH_DEBOUNCE_MS`;
 * submitting runs it at once (and again after a failure, as a retry). `applied` is the search the list
 * shows; `commit` runs a new one with the trimmed text.
 */
export function useSearchDraft(applied: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(applied);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!typing) return undefined;
    const timer = setTimeout(() => {
      setTyping(false);
      if (draft.trim() !== applied) commit(draft.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, typing, applied, commit]);

  const change = useCallback((value: string) => {
    setDraft(value);
    setTyping(true);
  }, []);

  /** Runs the search for `text` (the field as shown; the draft unless given). */
  const submit = useCallback(
    (text: string = draft) => {
      setDraft(text);
      setTyping(false);
      commit(text.trim());
    },
    [commit, draft],
  );

  /** Sets the text without searching (the search was restored from the address). */
  const restore = useCallback((value: string) => {
    setDraft(value);
    setTyping(false);
  }, []);

  return { draft, change, submit, restore };
}
