import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { ClientOrganisation } from '@portal/contract';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms/field-error';
import type { ClientFormValues } from '../client-form-values';
import { nextDefaultOrganisation } from '../default-organisation';
import { assignmentHelperText, CreateAssignmentButton, withCreated } from './assignment-field-parts';
import { OrganisationCreateDialog } from './organisation-create-dialog';

interface OrganisationsFieldProps {
  /** The account's organisations, plus any the user has that the list no longer holds. */
  options: readonly ClientOrganisation[];
  /** Without organisation edit the chips show, but nothing changes (spec §2). */
  readOnly: boolean;
  loading: boolean;
  /** The editor must choose at least one (decision 0076). */
  required: boolean;
  /** The editor may create organisations: offered here, so an account without any can go on. */
  mayCreate: boolean;
}

/**
 * The user's organisations as chips (spec §2 "Client form dialog"); the star on a chip makes it the
 * default, and the default follows the rules of §4 when organisations are added or removed. A new
 * organisation can be created on the spot and is chosen at once; the rest of the form stays as typed.
 */
export function OrganisationsField({
  options,
  readOnly,
  loading,
  required,
  mayCreate,
}: OrganisationsFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const chosen = useController({ control, name: 'organisations' });
  const preferred = useController({ control, name: 'default_organisation_id' });
  const [created, setCreated] = useState<ClientOrganisation[]>([]);
  const [creating, setCreating] = useState(false);
  const all = withCreated(options, created);
  const byId = new Map(all.map((organisation) => [organisation.id, organisation]));
  const value = chosen.field.value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  const defaultId = preferred.field.value;

  const change = (next: readonly ClientOrganisation[]) => {
    const ids = next.map((organisation) => organisation.id);
    preferred.field.onChange(nextDefaultOrganisation(chosen.field.value, ids, defaultId));
    chosen.field.onChange(ids);
    // A choice made is the field used: taking the last one away says at once that one is required.
    chosen.field.onBlur();
  };
  const editable = !readOnly;
  const noneYet = !loading && all.length === 0;

  return (
    <>
      <Autocomplete
        multiple
        readOnly={readOnly}
        options={all}
        value={value}
        loading={loading}
        filterSelectedOptions
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_, next) => change(next)}
        onBlur={chosen.field.onBlur}
        noOptionsText={t('clients.form.noOrganisations')}
        loadingText={t('clients.form.loadingOptions')}
        data-testid="client-organisations"
        renderValue={(selected, getItemProps) =>
          selected.map((organisation, index) => {
            const { key, onDelete, ...itemProps } = getItemProps({ index });
            const isDefault = organisation.id === defaultId;
            const starLabel = isDefault
              ? t('clients.form.isDefault', { name: organisation.name })
              : t('clients.form.makeDefault', { name: organisation.name });
            return (
              <Chip
                key={key}
                {...itemProps}
                // A deletable chip is a button, and the star inside it is one too: controls may not
                // nest, so the chip is a named group holding the star and the remove icon.
                role="group"
                aria-label={organisation.name}
                onDelete={readOnly ? undefined : onDelete}
                label={organisation.name}
                size="small"
                color={isDefault ? 'primary' : 'default'}
                variant={isDefault ? 'filled' : 'outlined'}
                icon={
                  <IconButton
                    size="small"
                    aria-label={starLabel}
                    aria-pressed={isDefault}
                    disabled={readOnly}
                    color="inherit"
                    onMouseDown={(event) => event.stopPropagation()}
                    onClick={(event) => {
                      event.stopPropagation();
                      preferred.field.onChange(organisation.id);
                    }}
                    sx={{ p: 0, ml: 0.5 }}
                  >
                    {isDefault ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
                  </IconButton>
                }
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            margin="normal"
            label={t('clients.form.organisations')}
            required={editable && required}
            error={Boolean(chosen.fieldState.error)}
            helperText={assignmentHelperText(t, {
              error: fieldErrorText(chosen.fieldState.error?.message, 'organisations'),
              editable,
              noneYet,
              mayCreate,
              kind: 'organisations',
            })}
          />
        )}
      />
      {editable && mayCreate ? (
        <CreateAssignmentButton
          label={t('clients.form.createOrganisation')}
          onClick={() => setCreating(true)}
        />
      ) : null}
      {creating ? (
        <OrganisationCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(organisation) => {
            setCreated((list) => [...list, organisation]);
            change([...value, organisation]);
            setCreating(false);
          }}
        />
      ) : null}
    </>
  );
}
