import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@portal/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '../../features/settings/api/update-language';
import { chooseLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/session-store';

/** en/de/fr: stored in this browser and, when signed in, on the profile. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const updateLanguage = useUpdateLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  const choose = async (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    await chooseLanguage(next);
    if (authenticated) updateLanguage.mutate({ language: next });
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={t('shell.language.switch')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
        sx={{ minWidth: 0, flexShrink: 0 }}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem key={option} lang={option} selected={option === language} onClick={() => choose(option)}>
            {t(`shell.language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
