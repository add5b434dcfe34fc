import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailCard } from './detail-card';

/** Spec §2 Permissions: the user's permission strings, folded (a customer holds dozens). */
export function PermissionsCard({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('admin.user.permissions.title')} testId="user-permissions-card">
      {permissions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.user.permissions.empty')}
        </Typography>
      ) : (
        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMore />}>
            {t('admin.user.permissions.show', { count: permissions.length })}
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <List dense disablePadding>
              {permissions.map((permission) => (
                <ListItem key={permission} disableGutters sx={{ fontFamily: 'monospace' }}>
                  {permission}
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      )}
    </DetailCard>
  );
}
