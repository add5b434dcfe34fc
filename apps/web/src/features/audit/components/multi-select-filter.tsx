import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
  /** Shown under the label in the list, e.g. the raw type name staff read. */
  detail?: string | undefined;
}

interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  /** The chosen values, as the URL holds them. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The label of a chosen value that is not among the options (a search that moved on). */
  labelOf?: (value: string) => string;
  /** A server-side search: the options follow the typed text, which the caller debounces. */
  onSearch?: (text: string) => void;
  loading?: boolean;
  /** The list opens: a filter whose options come from the server asks for them only then. */
  onOpen?: () => void;
  testId?: string;
}

/** Several values of one filter, searchable, shown as chips (entity types, events, editors). */
export function MultiSelectFilter(props: MultiSelectFilterProps) {
  const { t } = useTranslation();
  const byValue = new Map(props.options.map((option) => [option.value, option]));
  const next = props.value.map(
    (value) => byValue.get(value) ?? { value, label: props.labelOf?.(value) ?? value },
  );
  // The same choice keeps its array: Autocomplete clears the typed text whenever its value changes.
  const previous = useRef(next);
  const same =
    previous.current.length === next.length &&
    previous.current.every(
      (option, at) => option.value === next[at]?.value && option.label === next[at]?.label,
    );
  if (!same) previous.current = next;
  const chosen = previous.current;
  return (
    <Autocomplete
      multiple
      size="small"
      data-testid={props.testId}
      options={props.options as FilterOption[]}
      value={chosen}
      filterSelectedOptions
      // The server already searched; filtering its answer again would hide matches by id.
      {...(props.onSearch ? { filterOptions: (options: FilterOption[]) => options } : {})}
      loading={props.loading ?? false}
      onOpen={props.onOpen}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_, options) => props.onChange(options.map((option) => option.value))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') props.onSearch?.(text.trim());
      }}
      noOptionsText={t('activity.filters.noOptions')}
      loadingText={t('activity.filters.loading')}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography variant="body2">{option.label}</Typography>
            {option.detail ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={props.label} />}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
