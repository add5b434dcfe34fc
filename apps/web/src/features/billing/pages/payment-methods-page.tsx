import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePaymentMethods } from '../../../lib/payment-methods/payment-methods-query';
import { useAccount } from '../../../lib/session/use-account';
import { AddPaymentMethodDialog } from '../payment-methods/components/add-payment-method-dialog';
import { DeletePaymentMethodDialog } from '../payment-methods/components/delete-payment-method-dialog';
import { PaymentMethodList } from '../payment-methods/components/payment-method-list';
import { reportPaymentMethodError } from '../payment-methods/payment-method-errors';
import { useMakeDefault } from '../payment-methods/use-make-default';

/** Spec §8: a list that cannot load says why once (user_not_found in red, else the generic text). */
function useReportLoadError(error: Error | null) {
  useEffect(() => {
    if (error) reportPaymentMethodError(error);
  }, [error]);
}

/** `/billing/payment-methods` (spec §2): the saved methods with add, set default and delete. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const { data: methods, error: loadError } = usePaymentMethods();
  useReportLoadError(loadError);
  const { makeDefault, pending } = useMakeDefault();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {/* The button moves under the title when both do not fit on one line ("Zahlungsmethode hinzufügen"). */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h6" component="h2">
          {t('billing.paymentMethods.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={!account || !methods}
        >
          {t('billing.paymentMethods.add')}
        </Button>
      </Box>
      {methods || loadError ? null : <PageLoader />}
      {methods && methods.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="payment-methods-empty">
          {t('billing.paymentMethods.empty')}
        </Typography>
      ) : null}
      {methods && methods.length > 0 ? (
        <PaymentMethodList
          methods={methods}
          onSetDefault={makeDefault}
          onDelete={setDeleting}
          busy={pending}
        />
      ) : null}
      {adding && account && methods ? (
        <AddPaymentMethodDialog
          account={account}
          isFirst={methods.length === 0}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? (
        <DeletePaymentMethodDialog key={deleting.id} method={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Paper>
  );
}
