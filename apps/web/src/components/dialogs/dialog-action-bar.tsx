import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface DialogActionBarProps {
  /** The button that leaves without acting: Cancel (the default), Back, Later, Keep subscription. */
  cancelLabel?: string;
  onCancel: () => void;
  /** The primary button: Save, Delete, Subscribe… */
  confirmLabel: string;
  /** Left out, the primary button submits the dialog's form (so Enter in a field does too). */
  onConfirm?: () => void;
  /** While the action runs, both buttons wait and the primary one shows progress. */
  pending?: boolean;
  /** The primary button waits for something besides `pending` (an invalid form, a coupon check). */
  confirmDisabled?: boolean;
  /** Red primary button, for an action that destroys something. */
  destructive?: boolean;
  /** Replaces the progress indicator with a text while pending ("Buying…"). */
  pendingLabel?: string;
  confirmTestId?: string;
}

/** The one pair of dialog buttons: a text button to leave, a contained one to act, one pending state. */
export function DialogActionBar({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  pending = false,
  confirmDisabled = false,
  destructive = false,
  pendingLabel,
  confirmTestId,
}: DialogActionBarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={pending}>
        {cancelLabel ?? t('common.actions.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={confirmDisabled || pending}
        // A spinner in place of the label; the label stays the button's accessible name.
        loading={pendingLabel ? null : pending}
        data-testid={confirmTestId}
      >
        {pending && pendingLabel ? pendingLabel : confirmLabel}
      </Button>
    </>
  );
}
