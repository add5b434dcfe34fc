import Cancel from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { searchWords, USER_SEARCH_MAX_WORDS } from '@portal/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchAfterPause } from '../../../components/data-table/use-search-after-pause';

interface UserChipSearchProps {
  /** The search the table shows (from the URL): its words are the chips. */
  value: string;
  onSearch: (text: string) => void;
}

const joined = (words: readonly string[]) => words.join(' ');

/**
 * The user table's chip search (spec §2): each typed word becomes a chip when a space or Enter
 * follows it; a user matches when every chip does. The table searches 500 ms after the last change
 * (spec §9), with the word still being typed as the last one.
 */
export function UserChipSearch({ value, onSearch }: UserChipSearchProps) {
  const { t } = useTranslation();
  const [chips, setChips] = useState(() => searchWords(value));
  const [text, setText] = useState('');
  useSearchAfterPause({
    value,
    next: joined([...chips, ...searchWords(text)].slice(0, USER_SEARCH_MAX_WORDS)),
    onSearch,
    onFollow: (shown) => {
      setChips(searchWords(shown));
      setText('');
    },
  });

  const full = chips.length >= USER_SEARCH_MAX_WORDS;
  const addWords = (words: string[]) =>
    setChips((current) => [...current, ...words].slice(0, USER_SEARCH_MAX_WORDS));

  const onChange = (typed: string) => {
    // Every word a space ends becomes a chip; the one still typed stays in the box.
    const parts = typed.split(/\s/);
    const rest = parts.pop() ?? '';
    const done = parts.filter(Boolean);
    if (done.length > 0) addWords(done);
    setText(full ? '' : rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim()) {
      event.preventDefault();
      addWords([text.trim()]);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      setChips((current) => current.slice(0, -1));
    }
  };

  return (
    <TextField
      size="small"
      label={t('admin.users.search')}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      helperText={full ? t('admin.users.searchFull', { max: USER_SEARCH_MAX_WORDS }) : undefined}
      slotProps={{
        htmlInput: {
          onKeyDown,
          'data-testid': 'user-chip-search',
          maxLength: 255,
          // The words typed so far go before what is being typed, on as many lines as they need.
          style: {
            flexGrow: 1,
            width: 0,
            minWidth: 120,
            // With chips, the text's line is a chip's height, so one line of them keeps the field's height.
            ...(chips.length > 0 ? { padding: '2.5px 4px 2.5px 6px' } : {}),
          },
        },
        input: {
          // As an autocomplete's tags: the chips and the text share the field, which wraps and grows
          // downwards (an input adornment would keep one line's height and spill over the table).
          startAdornment:
            chips.length > 0
              ? chips.map((word, index) => (
                  <Chip
                    // Words may repeat; their place tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the chips are an ordered list of words.
                    key={`${index}-${word}`}
                    size="small"
                    label={word}
                    data-testid="user-search-chip"
                    onDelete={() => setChips((current) => current.filter((_, at) => at !== index))}
                    deleteIcon={<Cancel aria-label={t('admin.users.removeWord', { word })} />}
                    sx={{ m: '2px' }}
                  />
                ))
              : undefined,
          sx: chips.length > 0 ? { flexWrap: 'wrap', p: '6px' } : undefined,
        },
      }}
      sx={{ width: { xs: '100%', sm: 420 } }}
    />
  );
}
