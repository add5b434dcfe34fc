import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { BuiltInClientRole } from '@portal/contract/clients';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms/field-error';
import type { ClientFormValues } from '../client-form-values';
import { roleTitle } from '../role-title';
import { assignmentHelperText, CreateAssignmentButton, withCreated } from './assignment-field-parts';
import { RoleFormDialog } from './role-form-dialog';

export interface RoleOption {
  id: number;
  title: string;
  built_in?: BuiltInClientRole | null;
}

interface RolesFieldProps {
  options: readonly RoleOption[];
  /** Without role edit the chips show, but nothing changes (spec §2). */
  readOnly: boolean;
  loading: boolean;
  /** The editor must choose at least one (decision 0076). */
  required: boolean;
  /** The editor may create roles: offered here, so an account without any can go on. */
  mayCreate: boolean;
}

/**
 * The user's roles as chips, chosen by title (spec §2 "Client form dialog"). A new role can be
 * created on the spot and is chosen at once; the rest of the form stays as typed.
 */
export function RolesField({ options, readOnly, loading, required, mayCreate }: RolesFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const { field, fieldState } = useController({ control, name: 'roles' });
  const [created, setCreated] = useState<RoleOption[]>([]);
  const [creating, setCreating] = useState(false);
  const all = withCreated(options, created);
  const byId = new Map(all.map((role) => [role.id, role]));
  const value = field.value.map((id) => byId.get(id) ?? { id, title: `#${id}` });
  const editable = !readOnly;
  return (
    <>
      <Autocomplete
        multiple
        readOnly={readOnly}
        options={all}
        value={value}
        loading={loading}
        filterSelectedOptions
        getOptionLabel={(option) => roleTitle(t, option)}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_, next) => {
          field.onChange(next.map((role) => role.id));
          // A choice made is the field used: taking the last one away says at once that one is required.
          field.onBlur();
        }}
        onBlur={field.onBlur}
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
                label={roleTitle(t, role)}
                size="small"
                variant="outlined"
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            margin="normal"
            label={t('clients.form.roles')}
            required={editable && required}
            error={Boolean(fieldState.error)}
            helperText={assignmentHelperText(t, {
              error: fieldErrorText(fieldState.error?.message, 'roles'),
              editable,
              noneYet: !loading && all.length === 0,
              mayCreate,
              kind: 'roles',
            })}
          />
        )}
      />
      {editable && mayCreate ? (
        <CreateAssignmentButton label={t('clients.form.createRole')} onClick={() => setCreating(true)} />
      ) : null}
      {creating ? (
        <RoleFormDialog
          roleToEdit={null}
          onClose={() => setCreating(false)}
          onSaved={(role) => {
            setCreated((list) => [...list, role]);
            field.onChange([...field.value, role.id]);
          }}
        />
      ) : null}
    </>
  );
}
