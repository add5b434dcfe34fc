import HelpOutline from '@mui/icons-material/HelpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/public-config';

export function HelpLink() {
  const { t } = useTranslation();
  const { helpCenterUrl } = usePublicConfig();
  if (!helpCenterUrl) return null;
  return (
    <Tooltip title={t('shell.helpCenter')}>
      <IconButton
        color="inherit"
        component="a"
        href={helpCenterUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shell.helpCenter')}
      >
        <HelpOutline />
      </IconButton>
    </Tooltip>
  );
}
