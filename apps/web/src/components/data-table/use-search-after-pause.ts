import { useEffect, useRef } from 'react';

/** Spec §9: search inputs wait 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchAfterPause {
  /** The search the table shows (from the URL). */
  value: string;
  /** The search the box holds now. */
  next: string;
  /** Called with `next` once it has stayed the same for SEARCH_DEBOUNCE_MS, unless it is searched already. */
  onSearch: (text: string) => void;
  /** Called when `value` changes without typing (Back, a link, a reset): the box shows it. */
  onFollow: (value: string) => void;
}

/** A search box's timing: searches after a pause in typing, and follows the URL when it moves. */
export function useSearchAfterPause({ value, next, onSearch, onFollow }: SearchAfterPause): void {
  const searched = useRef(value);
  // The timer calls what the caller passes now, without restarting when the callbacks change.
  const latest = useRef({ onSearch, onFollow });
  useEffect(() => {
    latest.current = { onSearch, onFollow };
  });

  useEffect(() => {
    if (value === searched.current) return;
    searched.current = value;
    latest.current.onFollow(value);
  }, [value]);

  useEffect(() => {
    if (next === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = next;
      latest.current.onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [next]);
}
