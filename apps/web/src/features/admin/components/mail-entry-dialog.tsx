import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { PortalDialog } from '../../../components/portal-dialog';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useMailOutboxEntry } from '../api/get-mail-outbox-entry';
import { mailLinks, withTopLevelLinks } from '../mail-links';
import { MailDeliveryStateView } from './mail-delivery-state';

/**
 * One mail as the recipient would see it. The HTML runs in a sandbox without scripts; its links
 * open in the whole window and are listed below, so demo flows (reset password) can go on.
 */
export function MailEntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: mail, isPending } = useMailOutboxEntry(id);
  const links = mail ? mailLinks(mail.html) : [];
  return (
    <PortalDialog
      open={id !== null}
      onClose={onClose}
      maxWidth="md"
      title={mail?.subject ?? t('admin.mailOutbox.dialog.loading')}
      testId="mail-entry-dialog"
      actions={<Button onClick={onClose}>{t('common.actions.close')}</Button>}
    >
      {isPending || !mail ? (
        <PageLoader />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('admin.mailOutbox.dialog.meta', { to: mail.to, date: formatDateTime(mail.created_at) })}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <MailDeliveryStateView state={mail} />
          </Box>
          <Box
            component="iframe"
            title={t('admin.mailOutbox.dialog.frameTitle')}
            srcDoc={withTopLevelLinks(mail.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            sx={{
              width: '100%',
              height: '55vh',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
            }}
          />
          {links.length > 0 ? (
            <Box sx={{ mt: 2 }} data-testid="mail-links">
              <Typography variant="subtitle2" component="h3">
                {t('admin.mailOutbox.dialog.links')}
              </Typography>
              <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} sx={{ wordBreak: 'break-all' }}>
                      {link.text || link.href}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </PortalDialog>
  );
}
