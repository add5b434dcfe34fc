import Login from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { usePublicConfig } from '../../../lib/config/public-config';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { userDetailQueryOptions } from '../api/get-user-detail';
import { DomainsCard } from '../components/domains-card';
import { nameOf } from '../components/login-as-button';
import { LoginAsDialog } from '../components/login-as-dialog';
import { DocumentsCard } from '../components/user-detail/documents-card';
import { FeedCard } from '../components/user-detail/feed-card';
import { LatestItemsCard } from '../components/user-detail/latest-items-card';
import { PermissionsCard } from '../components/user-detail/permissions-card';
import { ProfileCard } from '../components/user-detail/profile-card';
import { StaffActionsCard } from '../components/user-detail/staff-actions-card';
import { StatisticsCard } from '../components/user-detail/statistics-card';
import { SubscriptionsCard } from '../components/user-detail/subscriptions-card';
import { UtmCard } from '../components/user-detail/utm-card';
import { VatChecksCard } from '../components/user-detail/vat-checks-card';
import { useUnexpectedFailure } from '../use-unexpected-failure';
import { userIdOf } from '../user-id-param';

function UserCards({ user, timeZone }: { user: UserDetail; timeZone?: string }) {
  const { t } = useTranslation();
  const { toolsUrl } = usePublicConfig();
  const mayReadLog = useAllows('viewActivityLog');
  // Staff accounts are not acted on from here (decision 0062).
  const mayAct = useAllows('editUsers') && !user.is_staff;
  const half = { xs: 12, lg: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ProfileCard user={user} timeZone={timeZone} />
      </Grid>
      <Grid size={half}>
        <Stack spacing={2} sx={{ height: '100%' }}>
          <StatisticsCard counts={user.counts} toolsUrl={toolsUrl} />
          <UtmCard tags={user.utm_tags} />
        </Stack>
      </Grid>
      {mayAct ? (
        <Grid size={12}>
          <StaffActionsCard user={user} />
        </Grid>
      ) : null}
      {user.active_subscriptions.length > 0 ? (
        <Grid size={12}>
          <SubscriptionsCard subscriptions={user.active_subscriptions} timeZone={timeZone} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <DocumentsCard user={user} />
      </Grid>
      <Grid size={12}>
        <VatChecksCard checks={user.vat_checks} timeZone={timeZone} />
      </Grid>
      <Grid size={12}>
        <DomainsCard userId={user.id} />
      </Grid>
      {mayReadLog ? (
        <Grid size={half}>
          <FeedCard userId={user.id} timeZone={timeZone} />
        </Grid>
      ) : null}
      <Grid size={half}>
        <PermissionsCard permissions={user.permissions} />
      </Grid>
      <Grid size={half}>
        <LatestItemsCard
          title={t('admin.user.latest.polls')}
          empty={t('admin.user.latest.noPolls')}
          testId="user-polls-card"
          items={user.polls.map((poll) => ({
            id: poll.id,
            title: poll.question,
            created_at: poll.created_at,
          }))}
          hrefOf={(id) => `${toolsUrl}/experiences/polls/${id}`}
          timeZone={timeZone}
        />
      </Grid>
      <Grid size={half}>
        <LatestItemsCard
          title={t('admin.user.latest.quizzes')}
          empty={t('admin.user.latest.noQuizzes')}
          testId="user-quizzes-card"
          items={user.quizzes.map((quiz) => ({ id: quiz.id, title: quiz.name, created_at: quiz.created_at }))}
          hrefOf={(id) => `${toolsUrl}/experiences/quizzes/${id}`}
          timeZone={timeZone}
        />
      </Grid>
      <Grid size={half}>
        <LatestItemsCard
          title={t('admin.user.latest.collections')}
          empty={t('admin.user.latest.noCollections')}
          testId="user-collections-card"
          items={user.collections}
          hrefOf={(id) => `${toolsUrl}/experiences/collections/${id}`}
          timeZone={timeZone}
        />
      </Grid>
      <Grid size={half}>
        <LatestItemsCard
          title={t('admin.user.latest.forms')}
          empty={t('admin.user.latest.noForms')}
          testId="user-forms-card"
          items={user.forms}
          hrefOf={(id) => `${toolsUrl}/marketing/forms/${id}`}
          timeZone={timeZone}
        />
      </Grid>
    </Grid>
  );
}

function UserDetailView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const detail = useQuery(userDetailQueryOptions(userId));
  const timeZone = useAccount().data?.timezone || undefined;
  const [loginAs, setLoginAs] = useState<UserDetail | null>(null);
  useUnexpectedFailure(detail.error);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return null;
  const user = detail.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="p" data-testid="user-detail-name">
          {nameOf(user)}{' '}
          <Typography component="span" color="text.secondary">
            #{user.id}
          </Typography>
        </Typography>
        <Button
          variant="contained"
          startIcon={<Login />}
          disabled={user.is_staff}
          title={user.is_staff ? t('admin.users.loginAs.staff') : undefined}
          onClick={() => setLoginAs(user)}
        >
          {t('admin.user.loginAs')}
        </Button>
      </Stack>
      <UserCards user={user} timeZone={timeZone} />
      <LoginAsDialog user={loginAs} onClose={() => setLoginAs(null)} />
    </Stack>
  );
}

/**
 * `/admin/users/{id}` (spec §2 "Admin user detail", rule editUsers; decision 0060): everything about
 * one user on one page. A new id in the path loads that user; an id no user can have is the 404 page.
 */
export function AdminUserPage() {
  const userId = userIdOf(useParams().id);
  if (userId === null) return <Navigate to="/404" replace />;
  return (
    <AreaTexts area="admin">
      <UserDetailView key={userId} userId={userId} />
    </AreaTexts>
  );
}
