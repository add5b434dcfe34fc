import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: search inputs wait 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

interface TableSearchFieldProps {
  /** The search the table shows (from the URL). */
  value: string;
  label: string;
  /** Called with the trimmed text once typing has paused. */
  onSearch: (text: string) => void;
}

/** The table's search box: types freely, searches after a pause, follows the URL on Back. */
export function TableSearchField({ value, label, onSearch }: TableSearchFieldProps) {
  const [text, setText] = useState(value);
  const searched = useRef(value);
  // The timer calls what the table passes now, without restarting when the callback changes.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // The URL changed without typing (Back, a link): show its search.
  useEffect(() => {
    if (value === searched.current) return;
    searched.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = next;
      latestOnSearch.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      type="search"
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
