import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { ROLE_PERMISSION_GROUPS, type RolePermission, type RolePermissionGroup } from '@portal/contract';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms/field-error';
import { usePermissions } from '../../../lib/permissions/use-allows';

/** The translation key of a permission's words (`CLIENTS.VIEW` → `clients.permissions.CLIENTS_VIEW`). */
export const permissionKey = (permission: string) => `clients.permissions.${permission.replaceAll('.', '_')}`;

const GROUPS = Object.entries(ROLE_PERMISSION_GROUPS) as [RolePermissionGroup, readonly RolePermission[]][];

/**
 * A role's permissions as checkboxes, grouped and in words. Only permissions the editor holds can
 * be given; one the role has that the editor lacks can still be taken away.
 */
export function PermissionCheckboxes() {
  const { t } = useTranslation();
  const held = new Set(usePermissions());
  const { control } = useFormContext<{ title: string; permissions: RolePermission[] }>();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const chosen = new Set(field.value);
  const toggle = (permission: RolePermission, on: boolean) =>
    field.onChange(on ? [...field.value, permission] : field.value.filter((each) => each !== permission));
  const error = fieldErrorText(fieldState.error?.message, 'permissions');
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 2, width: '100%' }}>
      <FormLabel component="legend">{t('clients.roles.permissions')}</FormLabel>
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        {GROUPS.map(([group, permissions]) => (
          <Grid key={group} size={{ xs: 12, sm: 6 }}>
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend" sx={{ typography: 'subtitle2' }}>
                {t(`clients.permissionGroups.${group}`)}
              </FormLabel>
              <FormGroup>
                {permissions.map((permission) => (
                  <FormControlLabel
                    key={permission}
                    label={t(permissionKey(permission))}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(permission)}
                        disabled={!held.has(permission) && !chosen.has(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          </Grid>
        ))}
      </Grid>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
