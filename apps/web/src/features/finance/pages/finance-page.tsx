import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { RevealWhenSettled } from '../../../components/reveal-when-settled';
import { CancellationsCard } from '../components/cancellations-card';
import { CreditNotesCard } from '../components/credit-notes-card';
import { DebitReturnsCard } from '../components/debit-returns-card';
import { OverviewSection } from '../components/overview-section';
import { ReceivablesCard } from '../components/receivables-card';
import { RefundableInvoicesCard } from '../components/refundable-invoices-card';
import { RetentionOffersCard } from '../components/retention-offers-card';
import { TaxCard } from '../components/tax-card';

/**
 * `/admin/finance` (rule viewFinance; decision 0061): MRR and ARR with their movement, twelve months
 * of MRR and of invoiced against collected money, open and overdue invoices, paid invoices to refund, the refunds of a month
 * and the tax of a quarter with its CSV — every figure from the invoices; why customers cancel, and
 * the retention offer each product makes them (decision 0085).
 */
function FinanceContent() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('finance.intro')}
      </Typography>
      <OverviewSection />
      <ReceivablesCard />
      <RefundableInvoicesCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, xl: 6 }}>
          <CreditNotesCard now={now} />
        </Grid>
        <Grid size={{ xs: 12, xl: 6 }}>
          <TaxCard now={now} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <DebitReturnsCard now={now} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <CancellationsCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <RetentionOffersCard />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function FinancePage() {
  return (
    <AreaTexts area="finance">
      <RevealWhenSettled queryKeys={[['finance']]}>
        <FinanceContent />
      </RevealWhenSettled>
    </AreaTexts>
  );
}
