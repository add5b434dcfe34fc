import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_DOCUMENTS_LIMIT, type UserDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userDocumentsQueryOptions } from '../../api/get-user-documents';
import { userPath } from '../admin-user-columns';
import { DetailCard } from './detail-card';
import { DocumentTable } from './document-table';

function DocumentsContent({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const documents = useQuery(userDocumentsQueryOptions(userId));
  if (documents.isPending) return <Skeleton variant="rounded" height={120} />;
  if (documents.isError) {
    return (
      <Typography variant="body2" color="error">
        {t('common.errors.unexpected')}
      </Typography>
    );
  }
  const { invoices, credit_notes: creditNotes } = documents.data;
  if (invoices.length === 0 && creditNotes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.user.documents.empty')}
      </Typography>
    );
  }
  const bounded = invoices.length >= USER_DOCUMENTS_LIMIT || creditNotes.length >= USER_DOCUMENTS_LIMIT;
  return (
    <Stack spacing={2}>
      <DocumentTable
        title={t('admin.user.documents.invoices')}
        empty={t('admin.user.documents.noInvoices')}
        userId={userId}
        documents={invoices}
      />
      <DocumentTable
        title={t('admin.user.documents.creditNotes')}
        empty={t('admin.user.documents.noCreditNotes')}
        userId={userId}
        documents={creditNotes}
      />
      {bounded ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.user.documents.latest', { limit: USER_DOCUMENTS_LIMIT })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The customer's invoices and credit notes (issue 32), each with the customer's download menu at the
 * staff's own, audited addresses. A sub-user holds none: they are on its account owner's page.
 */
export function DocumentsCard({ user }: { user: Pick<UserDetail, 'id' | 'parent_id'> }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('admin.user.documents.title')} testId="user-documents-card">
      {user.parent_id === null ? (
        <DocumentsContent userId={user.id} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.user.documents.subUser')}{' '}
          <Link component={RouterLink} to={userPath({ id: user.parent_id })}>
            {t('admin.user.documents.owner')}
          </Link>
        </Typography>
      )}
    </DetailCard>
  );
}
