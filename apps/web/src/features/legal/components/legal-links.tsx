import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LEGAL_DOCUMENT_NAMES, type LegalDocument } from '../legal-documents';

/** The other legal documents and the way back into the portal (login or dashboard). */
export function LegalLinks({ current }: { current?: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('legal.documentsLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 3 }}
    >
      {LEGAL_DOCUMENT_NAMES.filter((document) => document !== current).map((document) => (
        <Link key={document} component={RouterLink} to={`/legal/${document}`}>
          {t(`legal.${document}.title`)}
        </Link>
      ))}
      <Link component={RouterLink} to="/">
        {t('legal.backToPortal')}
      </Link>
    </Box>
  );
}
