import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserSearchMatch } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-search-after-pause';
import { useOnDemandArea } from '../../../lib/i18n/on-demand-area';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useDebouncedValue } from '../../../lib/quotes/use-debounced-value';
import { userSearchQueryOptions } from '../api/search-users';
import { AccountStateChip } from './account-state-chip';
import { userPath } from './admin-user-columns';
import { UserAvatar } from './user-avatar';

const NO_MATCHES: UserSearchMatch[] = [];
const nameOf = (user: UserSearchMatch) => `${user.firstname} ${user.lastname}`.trim();

/**
 * The top bar's user search (spec §1, rule viewUsers): every word in a user's name, e-mail or id,
 * asked 500 ms after the last key; up to ten matches with avatar, name, e-mail and state. Arrow keys
 * move through them, Enter or a click opens the user (for those who may only view users, their row
 * in the users table).
 */
export function TopBarUserSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts = useOnDemandArea('admin');
  // The user page needs edit users; whoever may only view them (finance) gets the user's table row.
  const mayOpen = useAllows('editUsers');
  const open = (user: UserSearchMatch) =>
    navigate(mayOpen ? userPath(user) : `/admin/users?search=${encodeURIComponent(user.email)}`);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery(userSearchQueryOptions(term));
  const matches = term ? (result.data?.data ?? NO_MATCHES) : NO_MATCHES;
  const ready = texts === 'ready';

  return (
    <Autocomplete<UserSearchMatch, false, false, true>
      freeSolo
      autoHighlight
      disabled={!ready}
      options={matches}
      // The server matched them: the box shows its answer as it is.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : nameOf(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_, chosen) => {
        // Enter on a text with no match highlighted chooses the text itself: nothing to open.
        if (!chosen || typeof chosen === 'string') return;
        setInput('');
        open(chosen);
      }}
      loading={Boolean(term) && result.isFetching}
      loadingText={ready ? t('admin.userSearch.loading') : ''}
      noOptionsText={ready && term ? t('admin.userSearch.none') : ''}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }} data-testid="user-search-match">
          <UserAvatar {...option} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" noWrap>
              {nameOf(option)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.email}
            </Typography>
          </Box>
          <AccountStateChip state={option.state} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={t('shell.userSearch.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('shell.userSearch.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      slotProps={{ paper: { sx: { minWidth: 360 } } }}
      data-testid="user-search"
      sx={{ display: { xs: 'none', md: 'flex' }, width: 320, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
