import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PortalLogo } from '../../../components/portal-logo';
import { useOnDemandArea } from '../../../lib/i18n/on-demand-area';
import { LegalArticle } from '../components/legal-article';
import { LegalLinks } from '../components/legal-links';
import { UnknownLegalDocument } from '../components/unknown-legal-document';
import { isLegalDocument } from '../legal-documents';

/** `/legal/:document`: terms of use, privacy policy and data processing agreement, open to everyone. */
export function LegalPage() {
  const { t } = useTranslation();
  const { document } = useParams();
  const texts = useOnDemandArea('legal');
  const known = isLegalDocument(document);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 2, sm: 4 } }}
    >
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <Box sx={{ mb: 3 }}>
          <PortalLogo />
        </Box>
        {texts === 'loading' ? <PageLoader /> : null}
        {texts === 'failed' ? <Alert severity="error">{t('common.errors.unexpected')}</Alert> : null}
        {texts === 'ready' ? (
          <>
            {known ? <LegalArticle document={document} /> : <UnknownLegalDocument />}
            <LegalLinks current={known ? document : undefined} />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
