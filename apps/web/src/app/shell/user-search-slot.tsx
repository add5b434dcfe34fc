import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../../lib/permissions/use-allows';

/** Where staff search users (spec §1); the search itself arrives with the admin area. */
export function UserSearchSlot() {
  const { t } = useTranslation();
  const visible = useAllows('viewUsers');
  if (!visible) return null;
  return (
    <TextField
      size="small"
      disabled
      placeholder={t('shell.userSearch.placeholder')}
      data-testid="user-search"
      slotProps={{
        htmlInput: { 'aria-label': t('shell.userSearch.label') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
      sx={{ display: { xs: 'none', md: 'flex' }, width: 280, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
