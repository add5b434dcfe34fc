import Stack from '@mui/material/Stack';
import {
  type Client,
  type ClientAssignmentRights,
  type ClientOrganisation,
  type ClientPayload,
  clientAssignmentRights,
} from '@portal/contract';
import { useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { sepaDebitText } from '../../../lib/format/sepa-debit-text';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useAllows, usePermissions } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useCreateClient } from '../api/create-client';
import { useClientOrganisations } from '../api/get-client-organisations';
import { useClientRoles } from '../api/get-client-roles';
import { useExtraUserQuote } from '../api/get-extra-user-quote';
import { useUpdateClient } from '../api/update-client';
import { CLIENTS_SOURCE, showClientError } from '../client-errors';
import { type ClientFormValues, clientFormValues } from '../client-form-values';
import { spelledResolver } from '../spelled-resolver';
import { ExtraUserCost } from './extra-user-cost';
import { OrganisationsField } from './organisations-field';
import { RolesField } from './roles-field';

/** The form's rules for an editor: organisations and roles required where they choose them. */
const resolverFor = (rights: ClientAssignmentRights) =>
  lazyResolver(() =>
    import('../form-resolvers').then((module) =>
      spelledResolver(
        module.clientResolverFor(rights) as unknown as Resolver<ClientFormValues, unknown, ClientPayload>,
        {
          'validation.required': 'clients.form.required',
          'validation.email': 'clients.form.emailInvalid',
        },
      ),
    ),
  );

/** The account's list with what the user already has, so every chip has its name. */
function mergeById<T extends { id: number }>(list: readonly T[] | undefined, own: readonly T[]): T[] {
  const known = new Map((list ?? []).map((each) => [each.id, each]));
  for (const each of own) if (!known.has(each.id)) known.set(each.id, each);
  return [...known.values()];
}

/** One key per dialog and payload: a double click repeats the request, a corrected form is a new one. */
function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return (payload: ClientPayload) => {
    const text = JSON.stringify(payload);
    if (last.current?.payload !== text) last.current = { payload: text, key: newIdempotencyKey() };
    return last.current.key;
  };
}

interface ClientFormDialogProps {
  /** The user to edit, or null to create one. */
  client: Client | null;
  onClose: () => void;
}

/**
 * Spec §2 "Client form dialog" (persistent, 600 px): e-mail and name, and with their permissions the
 * organisations (a star for the default) and roles, at least one of each where the editor chooses
 * them, created on the spot if the account has none (decision 0076). A new user first shows what they
 * cost (decision 0057). Failures show in one error snackbar for 6 s and keep what was typed (spec §8).
 */
export function ClientFormDialog({ client, onClose }: ClientFormDialogProps) {
  const { t } = useTranslation();
  const creating = client === null;
  const mayViewOrganisations = useAllows('viewClientOrganisations');
  const mayEditOrganisations = useAllows('editClientOrganisations');
  const mayViewRoles = useAllows('viewClientRoles');
  const mayEditRoles = useAllows('editClientRoles');
  const mayCreateOrganisations = useAllows('createClientOrganisations');
  const mayCreateRoles = useAllows('createClientRoles');
  const permissions = usePermissions();
  const me = useAccount().data?.id;
  const editsThemselves = client !== null && client.id === me;
  const rights = clientAssignmentRights(permissions, { editsThemselves });
  const resolver = useMemo(
    () => resolverFor({ organisations: rights.organisations, roles: rights.roles }),
    [rights.organisations, rights.roles],
  );
  const organisations = useClientOrganisations(mayViewOrganisations);
  const roles = useClientRoles(mayViewRoles);
  const quote = useExtraUserQuote(creating);
  const create = useCreateClient();
  const update = useUpdateClient();
  const keyFor = useIdempotencyKey();
  const form = useForm<ClientFormValues, unknown, ClientPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: clientFormValues(client),
  });

  const noTools = creating && quote.data?.status === 'no_tools_subscription';
  const quoteReady = !creating || quote.isSuccess;

  const submit = async (values: ClientPayload) => {
    // A part the user may not edit is sent empty on create (the API refuses it otherwise) and is
    // ignored on update.
    const body: ClientPayload = {
      ...values,
      organisations: creating && !mayEditOrganisations ? [] : values.organisations,
      default_organisation_id: creating && !mayEditOrganisations ? null : values.default_organisation_id,
      roles: creating && !mayEditRoles ? [] : values.roles,
    };
    try {
      if (client) {
        await update.mutateAsync({ id: client.id, body });
        showSnackbar(t('clients.form.updated'), { severity: 'success', source: CLIENTS_SOURCE });
      } else {
        const created = await create.mutateAsync({ body, idempotencyKey: keyFor(body) });
        // An extra user paid by SEPA: the debit is announced with the confirmation (decision 0082).
        const debit = created.sepaDebit;
        showSnackbar(
          debit ? `${t('clients.form.created')} ${sepaDebitText(debit, t)}` : t('clients.form.created'),
          {
            severity: 'success',
            duration: SNACKBAR_DURATION.persistent,
            source: CLIENTS_SOURCE,
          },
        );
      }
      onClose();
    } catch (error) {
      showClientError(error);
    }
  };

  return (
    <FormDialog
      form={form}
      title={t(creating ? 'clients.form.createTitle' : 'clients.form.editTitle')}
      // MUI's sm breakpoint: the 600 px of spec §9.
      maxWidth="sm"
      onSubmit={submit}
      // Persistent: a click beside it keeps what was typed; Escape and Cancel still close (spec §2).
      onClose={(_event?: unknown, reason?: string) => {
        if (reason !== 'backdropClick') onClose();
      }}
      submitDisabled={!quoteReady}
      closeOnly={noTools}
      testId="client-form-dialog"
    >
      {creating ? (
        <ExtraUserCost
          quote={quote.data}
          loading={quote.isPending}
          failed={quote.isError}
          onRetry={() => void quote.refetch()}
        />
      ) : null}
      {noTools ? null : (
        <Stack>
          <FormTextField
            name="email"
            type="email"
            label={t('clients.form.email')}
            autoComplete="off"
            autoFocus
            required
          />
          <FormTextField name="firstname" label={t('clients.form.firstname')} autoComplete="off" required />
          <FormTextField name="lastname" label={t('clients.form.lastname')} autoComplete="off" required />
          {mayViewOrganisations ? (
            <OrganisationsField
              options={mergeById<ClientOrganisation>(organisations.data, client?.organisations ?? [])}
              readOnly={!mayEditOrganisations}
              loading={organisations.isPending}
              required={rights.organisations}
              mayCreate={mayCreateOrganisations}
            />
          ) : null}
          {mayViewRoles ? (
            <RolesField
              options={mergeById(roles.data, client?.roles ?? [])}
              readOnly={!mayEditRoles}
              loading={roles.isPending}
              required={rights.roles}
              mayCreate={mayCreateRoles}
            />
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}
