import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DetailCard } from './detail-card';

/** Spec §2 UTM data: the campaign parameters the user arrived with, or that there are none. */
export function UtmCard({ tags }: { tags: UserDetail['utm_tags'] }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('admin.user.utm.title')} testId="user-utm-card">
      {tags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.user.utm.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('admin.user.utm.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.user.utm.tag')}</TableCell>
              <TableCell>{t('admin.user.utm.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tags.map(({ tag, value }) => (
              <TableRow key={tag}>
                <TableCell>{tag}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
}
