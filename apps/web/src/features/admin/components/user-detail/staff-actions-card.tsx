import Block from '@mui/icons-material/Block';
import EventRepeat from '@mui/icons-material/EventRepeat';
import LockOpen from '@mui/icons-material/LockOpen';
import LockReset from '@mui/icons-material/LockReset';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from './detail-card';
import { type StaffAction, StaffActionDialog } from './staff-actions-dialog';

type ActionUser = Pick<
  UserDetail,
  'id' | 'firstname' | 'lastname' | 'email' | 'state' | 'parent_id' | 'active_subscriptions'
>;

const ICONS: Record<StaffAction, ReactNode> = {
  suspend: <PauseCircle />,
  unsuspend: <LockOpen />,
  deactivate: <Block />,
  trial: <EventRepeat />,
  passwordReset: <LockReset />,
};

/** The actions the user's state allows, as the server decides them (decision 0062). */
function actionsFor(user: ActionUser): StaffAction[] {
  if (user.state === 'deactivated') return [];
  const mayHaveTrial = user.parent_id === null && user.active_subscriptions.length === 0;
  return [
    user.state === 'suspended' ? 'unsuspend' : 'suspend',
    ...(mayHaveTrial ? (['trial'] as const) : []),
    'passwordReset',
    'deactivate',
  ];
}

/**
 * Support's actions on a customer or sub-user (decision 0062): suspend or lift it, extend the trial,
 * send the password-reset mail, deactivate. Each asks for a reason. The page shows the card to
 * `editUsers` only, and never for a staff account.
 */
export function StaffActionsCard({ user }: { user: ActionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffAction | null>(null);
  const actions = actionsFor(user);
  return (
    <DetailCard title={t('admin.staffActions.title')} testId="staff-actions-card">
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.staffActions.deactivatedNote')}
        </Typography>
      ) : (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant="outlined"
              color={action === 'suspend' || action === 'deactivate' ? 'error' : 'primary'}
              startIcon={ICONS[action]}
              onClick={() => setOpen(action)}
            >
              {t(`admin.staffActions.${action}.button`)}
            </Button>
          ))}
        </Stack>
      )}
      {open ? <StaffActionDialog key={open} user={user} action={open} onClose={() => setOpen(null)} /> : null}
    </DetailCard>
  );
}
