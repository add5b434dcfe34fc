import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RetentionOfferSetting } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDay } from '../../../lib/format/format-day';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { retentionOffersQueryOptions, useDeleteRetentionOffer } from '../api/retention-offers';
import { CardState } from './card-states';
import { FinanceCard } from './finance-card';
import { RetentionOfferDialog } from './retention-offer-dialog';
import { percentText } from './retention-offer-text';

/** Asks before a product stops making its offer; the server's answer shows in a snackbar. */
function RemoveOfferDialog({ product, onClose }: { product: RetentionOfferSetting; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteRetentionOffer();
  return (
    <ConfirmDialog
      title={t('finance.retentionOffers.removeTitle', { product: product.product_name })}
      message={t('finance.retentionOffers.removeText')}
      confirmLabel={t('finance.retentionOffers.remove')}
      destructive
      onConfirm={async () => {
        const answer = await mutation.mutateAsync(product.product_id);
        showSnackbar(answer.message, { severity: 'success' });
        onClose();
      }}
      onClose={onClose}
      testId="retention-offer-remove-dialog"
    />
  );
}

/**
 * The offer each product makes once to a customer who cancels (decision 0085): a coupon of the
 * catalogue for some renewals. Set, changed and removed here.
 */
export function RetentionOffersCard() {
  const { t } = useTranslation();
  const query = useQuery(retentionOffersQueryOptions());
  const [editing, setEditing] = useState<RetentionOfferSetting | null>(null);
  const [removing, setRemoving] = useState<RetentionOfferSetting | null>(null);
  const data = query.data;
  const title = t('finance.retentionOffers.title');
  return (
    <FinanceCard title={title} testId="retention-offers-card">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('finance.retentionOffers.intro')}
      </Typography>
      <CardState
        query={query}
        empty={data?.data.length === 0}
        emptyText={t('finance.retentionOffers.empty')}
      />
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finance.retentionOffers.columns.product')}</TableCell>
                <TableCell>{t('finance.retentionOffers.columns.offer')}</TableCell>
                <TableCell>{t('finance.retentionOffers.columns.updated')}</TableCell>
                <TableCell>
                  <Typography component="span" variant="inherit" sx={visuallyHidden}>
                    {t('finance.retentionOffers.columns.actions')}
                  </Typography>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((product) => (
                <TableRow key={product.product_id} data-testid="retention-offer-row">
                  <TableCell>{product.product_name}</TableCell>
                  <TableCell>
                    {product.offer ? (
                      t('finance.retentionOffers.offer', {
                        percent: percentText(product.offer.percent_off),
                        code: product.offer.coupon_code,
                        count: product.offer.periods,
                      })
                    ) : (
                      <Typography variant="body2" component="span" color="text.secondary">
                        {t('finance.retentionOffers.none')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {product.offer ? formatDay(product.offer.updated_at) : '–'}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(product)}
                        aria-label={t(
                          product.offer
                            ? 'finance.retentionOffers.changeFor'
                            : 'finance.retentionOffers.setFor',
                          { product: product.product_name },
                        )}
                      >
                        {t(product.offer ? 'finance.retentionOffers.change' : 'finance.retentionOffers.set')}
                      </Button>
                      {product.offer && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRemoving(product)}
                          aria-label={t('finance.retentionOffers.removeFor', {
                            product: product.product_name,
                          })}
                        >
                          {t('finance.retentionOffers.remove')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && data && (
        <RetentionOfferDialog product={editing} coupons={data.coupons} onClose={() => setEditing(null)} />
      )}
      {removing && <RemoveOfferDialog product={removing} onClose={() => setRemoving(null)} />}
    </FinanceCard>
  );
}
