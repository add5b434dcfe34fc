import { useEffect, useState } from 'react';
import { on, type PortalEvent } from '../events/event-bus';
import { sessionStore } from '../session/session-store';

const REDRAW_EVENTS: readonly PortalEvent[] = [
  'logged-in',
  'logged-out',
  'permissions-updated',
  'language-changed',
];

/**
 * The permission list as the side menu and app switcher see it: read again whenever the user
 * signs in or out, the permissions change or the language changes (spec §2).
 */
export function useRedrawnPermissions(): readonly string[] {
  const [permissions, setPermissions] = useState(() => sessionStore.get().permissions);
  useEffect(() => {
    const update = () => setPermissions(sessionStore.get().permissions);
    const offs = REDRAW_EVENTS.map((event) => on(event, update));
    update();
    return () => {
      for (const off of offs) off();
    };
  }, []);
  return permissions;
}
