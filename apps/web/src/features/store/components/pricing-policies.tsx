import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductLine } from '@portal/contract/catalog';
import { useTranslation } from 'react-i18next';

const POLICIES = ['limits', 'cancellation', 'licence'] as const;

/** Under the columns: the price note, the Tools footnote and the policy lines (spec §2). */
export function PricingPolicies({ product, priceInfo }: { product: ProductLine; priceInfo: string | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3, color: 'text.secondary' }} data-testid="pricing-policies">
      {priceInfo ? <Typography variant="body2">{priceInfo}</Typography> : null}
      {product === 'tools' ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="tools-footnote">
          {t('store.footnote.tools')}
        </Typography>
      ) : null}
      {POLICIES.map((policy) => (
        <Typography key={policy} variant="body2" sx={{ mt: 1 }}>
          {t(`store.policy.${policy}`)}
        </Typography>
      ))}
    </Box>
  );
}
