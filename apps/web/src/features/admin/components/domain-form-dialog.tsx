import FormGroup from '@mui/material/FormGroup';
import {
  type Domain,
  type DomainPayload,
  type DomainPayloadInput,
  stripDomainPrefix,
  stripDomainTitle,
} from '@portal/contract/domains';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useSaveDomain } from '../api/save-domain';

const resolver = lazyResolver(() =>
  import('../domain-form-resolver').then(
    (module) => module.domainResolver as unknown as Resolver<DomainPayloadInput, unknown, DomainPayload>,
  ),
);

const SWITCHES = ['analytics', 'sdk', 'cookies'] as const;

interface DomainFormDialogProps {
  userId: number;
  /** The domain to edit, or null to add one (spec §4 "Domain dialog"). */
  domain: Domain | null;
  onClose: () => void;
}

/**
 * Adds or edits one of the user's domains: the title (a leading `http(s)://` and `www.` dropped as
 * typed, a trailing slash when the field is left; spec §5) and the analytics, SDK and cookies
 * switches. A failed save shows the server's field messages under their fields and its message in
 * the dialog (spec §8 "Domain save"); what was typed stays.
 */
export function DomainFormDialog({ userId, domain, onClose }: DomainFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveDomain();
  const form = useForm<DomainPayloadInput, unknown, DomainPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      user_id: userId,
      title: domain?.title ?? '',
      analytics: domain?.analytics ?? false,
      sdk: domain?.sdk ?? false,
      cookies: domain?.cookies ?? false,
    },
  });

  const submit = async (values: DomainPayload) => {
    const saved = await save.mutateAsync({ id: domain?.id ?? null, body: values });
    showSnackbar(t(domain ? 'domains.updated' : 'domains.created', { title: saved.title }), {
      severity: 'success',
    });
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t(domain ? 'domains.form.editTitle' : 'domains.form.createTitle')}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      fields={['title', 'analytics', 'sdk', 'cookies']}
      testId="domain-form-dialog"
    >
      <FormTextField
        name="title"
        label={t('domains.form.title')}
        helperText={t('domains.form.titleHint')}
        autoComplete="off"
        autoFocus
        required
        normalize={stripDomainPrefix}
        normalizeOnBlur={stripDomainTitle}
      />
      <FormGroup row sx={{ gap: 2, mt: 1 }}>
        {SWITCHES.map((name) => (
          <FormSwitch key={name} name={name} label={t(`domains.form.${name}`)} />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
