import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DunningTimeline as Timeline } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format/format-day';

/** Gateway decline codes with a sentence of their own; any other reads as a general decline. */
const KNOWN_REASONS = new Set([
  'card_declined',
  'insufficient_funds',
  'authentication_required',
  'expired_card',
  'sepa_debit_failed',
  'canceled',
]);

const reasonKey = (reason: string | null) =>
  `payments.dunning.reason.${reason && KNOWN_REASONS.has(reason) ? reason : 'other'}`;

/**
 * A failed renewal being retried (decision 0019), as the server computed it from the engine's own
 * schedule: each automatic attempt that failed and why, the next retry, and the day the
 * subscription ends if nothing is paid. Shared by the invoices screen and My products.
 */
export function DunningTimeline({ timeline }: { timeline: Timeline }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="dunning-timeline">
      <Typography variant="subtitle2" component="h3">
        {t('payments.dunning.title', { number: timeline.invoiceNumber })}
      </Typography>
      <List dense disablePadding>
        {timeline.attempts.map((attempt) => (
          <ListItem key={`${attempt.attempt}-${attempt.at}`} disableGutters data-testid="dunning-attempt">
            <ListItemText
              primary={t(
                attempt.attempt === 0 ? 'payments.dunning.renewalFailed' : 'payments.dunning.retryFailed',
                {
                  date: formatDay(attempt.at),
                  attempt: attempt.attempt,
                },
              )}
              secondary={t(reasonKey(attempt.reason))}
            />
          </ListItem>
        ))}
      </List>
      {timeline.nextRetryAt ? (
        <Typography variant="body2" data-testid="dunning-next-retry">
          {t('payments.dunning.nextRetry', { date: formatDay(timeline.nextRetryAt) })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="dunning-ends">
        {t('payments.dunning.endsAt', { date: formatDay(timeline.endsAt) })}
      </Typography>
    </Box>
  );
}
