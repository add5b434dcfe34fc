import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../routes/route-handle';

/** Section title and page title of the current route (spec §2). */
export function ContentHeader() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  if (!handle) return null;
  return (
    <Box sx={{ mb: 3 }} data-testid="content-header">
      {handle.section ? (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1.5 }}
          data-testid="content-section"
        >
          {t(`nav.sections.${handle.section}`)}
        </Typography>
      ) : null}
      <Typography variant="h4" component="h1">
        {t(handle.titleKey)}
      </Typography>
    </Box>
  );
}
