import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from './route-handle';

/** The fixed product prefix of spec §1, not translated. */
export const TITLE_PREFIX = 'Account Portal | ';

export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? `${TITLE_PREFIX}${t(handle.titleKey)}` : TITLE_PREFIX.replace(' | ', '');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
