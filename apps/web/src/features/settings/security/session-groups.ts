import type { SignedInSession } from '@portal/contract';

/** The sign-ins of one browser on one system: they read the same in the list. */
export interface SessionGroup {
  key: string;
  /** This device first, the others by when they were last active (the API's order). */
  sessions: SignedInSession[];
  current: boolean;
}

const keyOf = (session: SignedInSession) => [session.browser, session.os, session.device].join('|');

/**
 * The sessions by browser and system, in the order the API lists them: this device's group first.
 * Every sign-in makes a session, so one browser that signs in every day would fill the card with
 * rows that look alike; as one group each browser stays one row however often it signs in.
 */
export function groupSessions(sessions: readonly SignedInSession[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const session of sessions) {
    const key = keyOf(session);
    const group = groups.get(key) ?? { key, sessions: [], current: false };
    group.sessions.push(session);
    group.current ||= session.current;
    groups.set(key, group);
  }
  return [...groups.values()];
}
