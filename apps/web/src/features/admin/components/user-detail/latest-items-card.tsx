import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { DetailCard } from './detail-card';

export interface LatestItem {
  id: number;
  title: string;
  created_at: string;
}

interface LatestItemsCardProps {
  title: string;
  empty: string;
  testId: string;
  items: readonly LatestItem[];
  /** Where the item opens in the Tools app. */
  hrefOf: (id: number) => string;
  timeZone?: string;
}

/** Spec §2 Latest polls and quizzes: each opens in the Tools app, where it lives. */
export function LatestItemsCard({ title, empty, testId, items, hrefOf, timeZone }: LatestItemsCardProps) {
  const { t } = useTranslation();
  return (
    <DetailCard title={title} testId={testId}>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    href={hrefOf(item.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="latest-item-title"
                  >
                    {item.title}
                  </Link>
                }
                secondary={t('admin.user.latest.created', {
                  date: formatDateTime(item.created_at, timeZone),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
