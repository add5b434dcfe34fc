import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchAfterPause } from './use-search-after-pause';

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
  useSearchAfterPause({ value, next: text.trim(), onSearch, onFollow: setText });

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
