import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ClientOrganisation, ClientOrganisationPayload } from '@portal/contract';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { reportError } from '../../../lib/errors/report-error';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useSaveClientOrganisation } from '../api/save-client-organisation';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then(
    (module) =>
      module.organisationResolver as unknown as Resolver<
        ClientOrganisationPayload,
        unknown,
        ClientOrganisationPayload
      >,
  ),
);

interface OrganisationNameFormProps {
  /** The organisation to rename, or null for a new one. */
  organisation: ClientOrganisation | null;
  onDone?: () => void;
}

/** One line: a name and Add (a new organisation) or Save and Cancel (a rename). */
export function OrganisationNameForm({ organisation, onDone }: OrganisationNameFormProps) {
  const { t } = useTranslation();
  const save = useSaveClientOrganisation();
  const form = useForm<ClientOrganisationPayload>({
    resolver,
    defaultValues: { name: organisation?.name ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: organisation?.id ?? null, body });
    } catch (error) {
      reportError(error, { form: { setError: form.setError, fields: ['name'] } });
      return;
    }
    showSnackbar(t(organisation ? 'clients.organisations.renamed' : 'clients.organisations.created'), {
      severity: 'success',
    });
    if (organisation) onDone?.();
    else form.reset({ name: '' });
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        data-testid={organisation ? 'organisation-rename-form' : 'organisation-create-form'}
      >
        <FormTextField
          name="name"
          label={t(organisation ? 'clients.organisations.name' : 'clients.organisations.newName')}
          autoFocus={organisation !== null}
          required
        />
        <Stack direction="row" spacing={1} sx={{ pt: 3 }}>
          {organisation ? (
            <Button onClick={onDone} disabled={form.formState.isSubmitting}>
              {t('clients.organisations.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t(organisation ? 'clients.organisations.save' : 'clients.organisations.add')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
