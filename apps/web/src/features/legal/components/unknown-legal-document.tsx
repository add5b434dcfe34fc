import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** `/legal/<anything else>`: says so; the links below the page lead to the real documents. */
export function UnknownLegalDocument() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} data-testid="unknown-legal-document">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('legal.unknown.title')}
      </Typography>
      <Typography>{t('legal.unknown.text')}</Typography>
    </Paper>
  );
}
