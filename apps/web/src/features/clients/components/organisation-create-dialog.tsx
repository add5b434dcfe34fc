import {
  type ClientOrganisation,
  type ClientOrganisationPayload,
  ORGANISATION_NAME_MAX_LENGTH,
} from '@portal/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
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

interface OrganisationCreateDialogProps {
  onClose: () => void;
  /** The new organisation, once saved: the client form chooses it. */
  onCreated: (organisation: ClientOrganisation) => void;
}

/** A new organisation from within the client form, over it, so nothing typed there is lost. */
export function OrganisationCreateDialog({ onClose, onCreated }: OrganisationCreateDialogProps) {
  const { t } = useTranslation();
  const save = useSaveClientOrganisation();
  const form = useForm<ClientOrganisationPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const submit = async (body: ClientOrganisationPayload) => {
    const organisation = await save.mutateAsync({ id: null, body });
    showSnackbar(t('clients.organisations.created'), { severity: 'success' });
    onCreated(organisation);
  };
  return (
    <FormDialog
      form={form}
      title={t('clients.organisations.newName')}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('clients.organisations.create')}
      fields={['name']}
      testId="organisation-create-dialog"
    >
      <FormTextField
        name="name"
        label={t('clients.organisations.name')}
        autoFocus
        required
        counter={ORGANISATION_NAME_MAX_LENGTH}
      />
    </FormDialog>
  );
}
