import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../../components/detail-list';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { AccountStateChip } from '../account-state-chip';
import { nameOf } from '../login-as-button';
import { UserAvatar } from '../user-avatar';
import { addressLine, mapsUrlOf } from './address-links';
import { DetailCard } from './detail-card';

/** A link that leaves the portal: a new tab, without handing it our window. */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** The customer at the payment provider: Stripe's dashboard in a new tab, or the sandbox's page here. */
function ProviderLink({ provider, none }: { provider: UserDetail['provider']; none: string }) {
  const { customer_id: id, dashboard_url: url } = provider;
  if (!id) return <>{none}</>;
  if (!url) return <>{id}</>;
  if (url.startsWith('/')) {
    return (
      <Link component={RouterLink} to={url} data-testid="provider-customer-link">
        {id}
      </Link>
    );
  }
  return <OutLink href={url}>{id}</OutLink>;
}

/** Spec §2 Profile: who the user is, where they live, their provider record, and their account's dates. */
export function ProfileCard({ user, timeZone }: { user: UserDetail; timeZone?: string }) {
  const { t } = useTranslation();
  const address = addressLine(user);
  const maps = mapsUrlOf(user);
  const { provider } = user;
  const none = t('admin.user.none');
  return (
    <DetailCard title={t('admin.user.profile.title')} testId="user-profile-card">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar image={user.image} firstname={user.firstname} lastname={user.lastname} size={56} />
        <div>
          <Typography variant="subtitle1" component="p">
            {nameOf(user)}
          </Typography>
          <Link href={`mailto:${user.email}`} variant="body2">
            {user.email}
          </Link>
        </div>
        <AccountStateChip state={user.state} />
      </Stack>
      <DetailList
        items={[
          { label: t('admin.user.profile.company'), value: user.company || none },
          {
            label: t('admin.user.profile.lastLogin'),
            value: formatDateTime(user.last_login_at, timeZone) || t('admin.users.never'),
          },
          {
            label: t('admin.user.profile.address'),
            value: maps ? <OutLink href={maps}>{address}</OutLink> : none,
          },
          { label: t('admin.user.profile.vatId'), value: user.vatid || none },
          {
            label: t(`admin.user.profile.provider.${provider.gateway}`),
            value: <ProviderLink provider={provider} none={none} />,
          },
          { label: t('admin.user.profile.created'), value: formatDateTime(user.created_at, timeZone) },
          {
            label: t('admin.user.profile.trialEnds'),
            value: formatDateTime(user.trial_ends_at, timeZone) || none,
          },
        ]}
      />
    </DetailCard>
  );
}
