import Typography from '@mui/material/Typography';
import { STAFF_ACTION_REASON, type UserDetail } from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { QuantityField } from '../../../../components/form/quantity-field';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { deactivateUser } from '../../api/deactivate-user';
import { extendTrial } from '../../api/extend-trial';
import { sendPasswordReset } from '../../api/send-password-reset';
import { suspendUser } from '../../api/suspend-user';
import { unsuspendUser } from '../../api/unsuspend-user';
import { type StaffActionInput, useStaffAction } from '../../api/use-staff-action';
import { nameOf } from '../login-as-button';

export const STAFF_ACTIONS = ['suspend', 'unsuspend', 'deactivate', 'trial', 'passwordReset'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The dialog's values: every action's reason, and the trial's days. */
interface StaffActionValues {
  reason: string;
  days?: number;
}

const DEFAULT_TRIAL_DAYS = 14;

const resolverOf = (action: StaffAction) =>
  lazyResolver(() =>
    import('../../staff-action-resolvers').then(
      (module) =>
        (action === 'trial' ? module.extendTrialResolver : module.staffActionResolver) as unknown as Resolver<
          StaffActionValues,
          unknown,
          StaffActionValues
        >,
    ),
  );

/** Sends the action's request with the body its endpoint takes. */
const sendOf =
  (action: StaffAction) =>
  ({ id, body }: StaffActionInput<StaffActionValues>) => {
    const reason = { reason: body.reason };
    switch (action) {
      case 'suspend':
        return suspendUser({ id, body: reason });
      case 'unsuspend':
        return unsuspendUser({ id, body: reason });
      case 'deactivate':
        return deactivateUser({ id, body: reason });
      case 'trial':
        return extendTrial({ id, body: { ...reason, days: body.days ?? Number.NaN } });
      case 'passwordReset':
        return sendPasswordReset({ id, body: reason });
    }
  };

interface StaffActionDialogProps {
  user: Pick<UserDetail, 'id' | 'firstname' | 'lastname' | 'email'>;
  action: StaffAction;
  onClose: () => void;
}

/**
 * Asks for the reason of one staff action (and the trial's days), which the audit row keeps. The
 * server's answer shows in a success snackbar and the detail loads again; a refusal shows its field
 * messages under the fields and its message in the dialog, and what was typed stays.
 */
export function StaffActionDialog({ user, action, onClose }: StaffActionDialogProps) {
  const { t } = useTranslation();
  const mutation = useStaffAction(sendOf(action));
  const form = useForm<StaffActionValues, unknown, StaffActionValues>({
    resolver: resolverOf(action),
    mode: 'onTouched',
    defaultValues: action === 'trial' ? { reason: '', days: DEFAULT_TRIAL_DAYS } : { reason: '' },
  });
  const texts = { name: nameOf(user), email: user.email };

  const submit = async (values: StaffActionValues) => {
    const answer = await mutation.mutateAsync({ id: user.id, body: values });
    showSnackbar(answer.message, { severity: 'success' });
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t(`admin.staffActions.${action}.title`, texts)}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(`admin.staffActions.${action}.confirm`)}
      destructive={action === 'suspend' || action === 'deactivate'}
      fields={action === 'trial' ? ['reason', 'days'] : ['reason']}
      testId="staff-action-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t(`admin.staffActions.${action}.text`, texts)}
      </Typography>
      {action === 'trial' ? (
        <QuantityField
          name="days"
          label={t('admin.staffActions.days')}
          helperText={t('admin.staffActions.daysHint')}
        />
      ) : null}
      <FormTextField
        name="reason"
        label={t('admin.staffActions.reason')}
        helperText={t('admin.staffActions.reasonHint')}
        autoComplete="off"
        autoFocus={action !== 'trial'}
        required
        multiline
        minRows={2}
        counter={STAFF_ACTION_REASON.max}
      />
    </FormDialog>
  );
}
