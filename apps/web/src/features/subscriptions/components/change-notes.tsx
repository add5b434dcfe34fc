import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import type { StatusChange } from './status-change-dialog';

interface Note {
  testId: string;
  text: string;
  action: StatusChange;
  label: string;
}

/**
 * What is planned for a subscription or holds it (decision 0085), each with the way back: a planned
 * pause is withdrawn, a running one ended now, a switch to yearly billing left for monthly.
 */
export function ChangeNotes({
  subscription,
  onAction,
}: {
  subscription: Subscription;
  onAction: (action: StatusChange) => void;
}) {
  const { t } = useTranslation();
  const { pause } = subscription;
  const notes: Note[] = [];
  if (pause) {
    const dates = { starts: formatDay(pause.starts_at), ends: formatDay(pause.ends_at) };
    notes.push(
      subscription.status === 'paused'
        ? {
            testId: 'pause-running',
            text: t('subscriptions.card.paused', dates),
            action: 'endPause',
            label: t('subscriptions.card.resumeNow'),
          }
        : {
            testId: 'pause-planned',
            text: t('subscriptions.card.pausePlanned', dates),
            action: 'withdrawPause',
            label: t('subscriptions.card.withdrawPause'),
          },
    );
  }
  if (subscription.pending_interval === 'year') {
    notes.push({
      testId: 'yearly-pending',
      text: t('subscriptions.card.yearlyPending', { date: formatDay(subscription.renews_at) }),
      action: 'keepMonthly',
      label: t('subscriptions.card.keepMonthly'),
    });
  }
  return notes.map((note) => (
    <Alert key={note.testId} severity="info" sx={{ mt: 2 }} data-testid={note.testId}>
      <Box>{note.text}</Box>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        sx={{ mt: 1 }}
        onClick={() => onAction(note.action)}
      >
        {note.label}
      </Button>
    </Alert>
  ));
}
