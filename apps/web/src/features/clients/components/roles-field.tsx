import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientFormValues } from '../client-form-values';

export interface RoleOption {
  id: number;
  title: string;
}

interface RolesFieldProps {
  options: readonly RoleOption[];
  /** Without role edit the chips show, but nothing changes (spec §2). */
  readOnly: boolean;
  loading: boolean;
}

/** The user's roles as chips, chosen by title (spec §2 "Client form dialog"). */
export function RolesField({ options, readOnly, loading }: RolesFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const { field } = useController({ control, name: 'roles' });
  const byId = new Map(options.map((role) => [role.id, role]));
  const value = field.value.map((id) => byId.get(id) ?? { id, title: `#${id}` });
  return (
    <Autocomplete
      multiple
      readOnly={readOnly}
      options={options as RoleOption[]}
      value={value}
      loading={loading}
      filterSelectedOptions
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, next) => field.onChange(next.map((role) => role.id))}
      noOptionsText={t('clients.form.noRoles')}
      loadingText={t('clients.form.loadingOptions')}
      data-testid="client-roles"
      renderValue={(selected, getItemProps) =>
        selected.map((role, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              onDelete={readOnly ? undefined : onDelete}
              label={role.title}
              size="small"
              variant="outlined"
            />
          );
        })
      }
      renderInput={(params) => <TextField {...params} margin="normal" label={t('clients.form.roles')} />}
    />
  );
}
