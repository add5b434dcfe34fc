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
  // Which route's page is on screen, once it is: the router renders a navigation in a transition,
  // so the address changes before the page does. The end-to-end walk waits for this mark.
  const name = handle?.name;
  useEffect(() => {
    if (name) document.documentElement.dataset.route = name;
    else delete document.documentElement.dataset.route;
  }, [name]);
  return null;
}
