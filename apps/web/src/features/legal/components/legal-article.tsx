import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../legal-documents';

/** One legal document: its title, introduction and numbered sections. */
export function LegalArticle({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} data-testid="legal-document">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(`legal.${document}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`legal.${document}.intro`)}</Typography>
      {LEGAL_DOCUMENTS[document].map((section, index) => (
        <section key={section}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {`${index + 1}. ${t(`legal.${document}.sections.${section}.heading`)}`}
          </Typography>
          <Typography>{t(`legal.${document}.sections.${section}.text`)}</Typography>
        </section>
      ))}
    </Paper>
  );
}
