import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type InvoiceRecipient, MAX_INVOICE_RECIPIENTS } from '@portal/contract/invoice-data';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import { PageLoader } from '../../../../components/page-loader';
import { reportError } from '../../../../lib/errors/report-error';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { useAllows } from '../../../../lib/permissions/use-allows';
import { showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useLoadErrorSnackbar } from '../../shared/use-load-error';
import { RECIPIENTS_SOURCE, useAddInvoiceRecipient, useInvoiceRecipients } from '../api/invoice-recipients';
import { RemoveRecipientDialog } from './remove-recipient-dialog';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.invoiceRecipientResolver),
);

/** The add field: a valid e-mail the list does not have (the API checks the limit and doubles). */
function AddRecipientForm({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const add = useAddInvoiceRecipient();
  const form = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
    // FormTextField clears a field's error when the field gets focus: focusing the invalid field on
    // submit would hide the error it just set.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      showSnackbar(answer.message, { severity: 'success', source: RECIPIENTS_SOURCE });
      form.reset({ email: '' });
    } catch (error) {
      reportError(error, {
        form: { setError: form.setError, fields: ['email'] },
        source: RECIPIENTS_SOURCE,
      });
    }
  });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('billing.invoiceRecipients.add')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <FormTextField
            name="email"
            type="email"
            autoComplete="off"
            label={t('billing.invoiceRecipients.email')}
            disabled={full}
            helperText={
              full
                ? t('billing.invoiceRecipients.full', { max: MAX_INVOICE_RECIPIENTS })
                : t('billing.invoiceRecipients.hint')
            }
          />
        </Box>
        <Button
          type="submit"
          variant="outlined"
          disabled={full || form.formState.isSubmitting}
          sx={{ mt: { xs: 0, sm: 3 } }}
        >
          {t('billing.invoiceRecipients.add')}
        </Button>
      </Box>
    </FormProvider>
  );
}

/**
 * Issue 32: further addresses that get every invoice and credit note mail (an accountant's), each
 * removed after a confirmation. Whoever may only read the invoice data sees the list alone.
 */
export function InvoiceRecipientsCard() {
  const { t } = useTranslation();
  const mayEdit = useAllows('editBilling');
  const recipients = useInvoiceRecipients();
  useLoadErrorSnackbar(recipients.error);
  const [removing, setRemoving] = useState<InvoiceRecipient | null>(null);
  const list = recipients.data ?? [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="invoice-recipients-title"
    >
      <Typography id="invoice-recipients-title" variant="h6" component="h2">
        {t('billing.invoiceRecipients.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('billing.invoiceRecipients.intro')}
      </Typography>
      {recipients.isPending ? <PageLoader /> : null}
      {recipients.isSuccess && list.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }} data-testid="invoice-recipients-empty">
          {t('billing.invoiceRecipients.empty')}
        </Typography>
      ) : null}
      {list.length > 0 ? (
        <List aria-label={t('billing.invoiceRecipients.title')} disablePadding>
          {list.map((recipient) => {
            const label = t('billing.invoiceRecipients.remove', { email: recipient.email });
            return (
              <ListItem
                key={recipient.id}
                divider
                data-testid="invoice-recipient"
                secondaryAction={
                  mayEdit ? (
                    <Tooltip title={label}>
                      <IconButton edge="end" aria-label={label} onClick={() => setRemoving(recipient)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : undefined
                }
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <MailOutlined sx={{ color: 'text.secondary' }} aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={recipient.email}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {mayEdit && recipients.isSuccess ? (
        <Box sx={{ mt: 2 }}>
          <AddRecipientForm full={list.length >= MAX_INVOICE_RECIPIENTS} />
        </Box>
      ) : null}
      {removing ? <RemoveRecipientDialog recipient={removing} onClose={() => setRemoving(null)} /> : null}
    </Paper>
  );
}
