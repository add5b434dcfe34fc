import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AccountDeletionPreview } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 1.5 }} aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {children}
      </Box>
    </Box>
  );
}

const Item = ({ children }: { children: ReactNode }) => (
  <Typography component="li" variant="body2">
    {children}
  </Typography>
);

/** What the server says the deletion would do: shown above the fields, before anything is confirmed. */
export function DeletionPreviewContent({ preview }: { preview: AccountDeletionPreview }) {
  const { t } = useTranslation();
  if (preview.scope === 'user') {
    return <Typography variant="body2">{t('settings.deleteAccount.preview.userOnly')}</Typography>;
  }
  return (
    <Box data-testid="deletion-preview">
      <Section title={t('settings.deleteAccount.preview.subscriptions.title')}>
        {preview.subscriptions.length === 0 ? (
          <Item>{t('settings.deleteAccount.preview.subscriptions.none')}</Item>
        ) : (
          preview.subscriptions.map((subscription) => (
            <Item key={subscription.id}>
              {t('settings.deleteAccount.preview.subscriptions.item', {
                product: subscription.product,
                paidUntil: formatDay(subscription.paidUntil),
              })}
            </Item>
          ))
        )}
      </Section>
      {preview.openInvoices.length > 0 ? (
        <Section title={t('settings.deleteAccount.preview.invoices.title')}>
          {preview.openInvoices.map((invoice) => (
            <Item key={invoice.id}>
              {t('settings.deleteAccount.preview.invoices.item', {
                number: invoice.number,
                amount: formatMoney(invoice.amount, invoice.currency),
                dueAt: formatDay(invoice.dueAt),
              })}
            </Item>
          ))}
        </Section>
      ) : null}
      {preview.subUsers.length > 0 ? (
        <Section title={t('settings.deleteAccount.preview.subUsers.title')}>
          {preview.subUsers.map((member) => (
            <Item key={member.id}>{member.name ? `${member.name} (${member.email})` : member.email}</Item>
          ))}
        </Section>
      ) : null}
      <Section title={t('settings.deleteAccount.preview.kept.title')}>
        <Item>
          {t('settings.deleteAccount.preview.kept.item', {
            invoices: preview.keptRecords.invoices,
            creditNotes: preview.keptRecords.creditNotes,
            years: preview.keptRecords.years,
          })}
        </Item>
      </Section>
    </Box>
  );
}

interface DeletionPreviewProps {
  preview: AccountDeletionPreview | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The preview's three states: loading, failed (with another try), loaded. */
export function DeletionPreview({ preview, loading, failed, onRetry }: DeletionPreviewProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('settings.deleteAccount.preview.loading')}</Typography>
      </Box>
    );
  }
  if (failed || !preview) {
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('settings.deleteAccount.preview.retry')}
          </Button>
        }
      >
        {t('settings.deleteAccount.preview.error')}
      </Alert>
    );
  }
  return <DeletionPreviewContent preview={preview} />;
}
