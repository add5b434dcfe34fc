import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Spec §2: the Tools app's pages that are not one item, its designs and its client management, each
 * in a new tab where the Tools app lives.
 */
export function ToolsLinks({ toolsUrl }: { toolsUrl: string }) {
  const { t } = useTranslation();
  const links = [
    { href: `${toolsUrl}/settings/designs`, label: t('admin.user.toolsLinks.designs') },
    { href: `${toolsUrl}/management/clients`, label: t('admin.user.toolsLinks.clients') },
  ];
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'baseline', mt: 2 }}
      data-testid="user-tools-links"
    >
      <Typography variant="body2" color="text.secondary">
        {t('admin.user.toolsLinks.label')}
      </Typography>
      {links.map((link) => (
        <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
