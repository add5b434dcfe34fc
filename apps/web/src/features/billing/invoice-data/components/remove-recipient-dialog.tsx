import type { InvoiceRecipient } from '@portal/contract/invoice-data';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { RECIPIENTS_SOURCE, useRemoveInvoiceRecipient } from '../api/invoice-recipients';

/** Asks before an address stops getting the invoice mails. */
export function RemoveRecipientDialog({
  recipient,
  onClose,
}: {
  recipient: InvoiceRecipient;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveInvoiceRecipient();
  return (
    <ConfirmDialog
      maxWidth="xs"
      onClose={onClose}
      title={t('billing.invoiceRecipients.removeDialog.title')}
      testId="remove-invoice-recipient-dialog"
      message={t('billing.invoiceRecipients.removeDialog.text', { email: recipient.email })}
      confirmLabel={t('billing.invoiceRecipients.removeDialog.confirm')}
      destructive
      errors={{ source: RECIPIENTS_SOURCE }}
      onConfirm={async () => {
        const answer = await remove.mutateAsync(recipient.id);
        showSnackbar(answer.message, { severity: 'success', source: RECIPIENTS_SOURCE });
        onClose();
      }}
    />
  );
}
