import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { addUtcDays } from '@portal/contract/dates';
import { changedOnly, maskSecrets } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { auditEntries } from '../schema/index';

/**
 * What the demo's audit history is made of (decision 0054): people with their devices, sessions,
 * and rows written straight into the log in bulk, each dated in the past. Every choice comes from
 * one seeded random source, so the same seed day gives the same history.
 */

/** A small, fast, seeded random source (mulberry32): the history is the same on every fresh start. */
export class DemoRandom {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** Where a person works from: the address and browser the log shows for their changes. */
export interface Device {
  ip: string;
  userAgent: string;
}

export interface Person {
  id: number;
  email: string;
  /** The account the person's own sign-ins belong to (a sub-user's owner). */
  accountId: number;
  devices: readonly Device[];
}

export const BROWSERS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const;

/** One audit row of the history, before it is stored. */
export interface HistoryRow {
  at: Date;
  entityType: AuditEntityType;
  entityId: string | number;
  event: AuditEvent;
  /** Who made it; null for the system (renewals, dunning). */
  editor: Pick<Person, 'id' | 'email'> | null;
  accountId: number | null;
  oldValues?: Record<string, unknown>;
  newValues?: Record<string, unknown>;
  /** The route and the device of the request; none for the system. */
  url?: string;
  device?: Device;
}

/** A sign-in, and the changes made in it (a few minutes apart, from the same device). */
export interface Session {
  person: Person;
  at: Date;
  device: Device;
  /** The staff member acting as the person (login-as), if any. */
  staff?: Person;
  /** Minutes after the sign-in at which the next change of the session happens. */
  used: number;
}

const MINUTE = 60_000;

/** A time during the working day (07:00–18:59 UTC, Vienna's office hours give or take an hour). */
export function workingTime(random: DemoRandom, day: Date): Date {
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 7, 0, 0);
  return new Date(start + random.int(0, 11 * 60 + 59) * MINUTE + random.int(0, 59) * 1000);
}

/** The days from `from` to the day before `until`, one by one (UTC). */
export function* daysBetween(from: Date, until: Date): Generator<Date> {
  for (let day = from; day < until; day = addUtcDays(day, 1)) yield day;
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/**
 * The sign-ins of one person between `from` and `until`: on a working day with `rate`, at the weekend
 * far less often; now and then a second one the same day.
 */
export function sessionsOf(
  random: DemoRandom,
  person: Person,
  from: Date,
  until: Date,
  rate: number,
): Session[] {
  const sessions: Session[] = [];
  for (const day of daysBetween(from, until)) {
    const times = random.chance(isWeekend(day) ? rate / 8 : rate) ? (random.chance(0.15) ? 2 : 1) : 0;
    for (let n = 0; n < times; n += 1) {
      const at = workingTime(random, day);
      if (at < until && at > from)
        sessions.push({ person, at, device: random.pick(person.devices), used: 0 });
    }
  }
  return sessions.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The next instant of a session for one more change (a few minutes after the last). */
export function nextInSession(random: DemoRandom, session: Session): Date {
  session.used += random.int(1, 9);
  return new Date(session.at.getTime() + session.used * MINUTE + random.int(0, 59) * 1000);
}

/** The sessions among `sessions` whose time falls in [from, until), for choosing where a change goes. */
export function sessionsIn(sessions: readonly Session[], from: Date, until: Date): Session[] {
  return sessions.filter((session) => session.at >= from && session.at < until);
}

/**
 * `count` sessions spread over the list: one out of each of `count` equal parts, so the changes
 * are spread over the year rather than bunched.
 */
export function spreadOver(random: DemoRandom, sessions: readonly Session[], count: number): Session[] {
  if (sessions.length === 0 || count <= 0) return [];
  const chosen: Session[] = [];
  const part = sessions.length / count;
  for (let n = 0; n < count; n += 1) {
    const session = sessions[Math.min(sessions.length - 1, Math.floor(n * part + random.next() * part))];
    if (session && !chosen.includes(session)) chosen.push(session);
  }
  return chosen;
}

/** The sign-in row of a session: the staff-only `login` entity (or the staff member's `loginAs`). */
export function signInRow(session: Session): HistoryRow {
  const { person, staff } = session;
  return {
    at: session.at,
    entityType: 'login',
    entityId: person.id,
    event: staff ? 'loginAs' : 'login',
    editor: staff ?? person,
    accountId: person.accountId,
    newValues: {
      user_id: person.id,
      email: person.email,
      ...(staff ? { impersonator_id: staff.id, reason: 'Customer asked support by phone' } : {}),
    },
    url: staff ? '/v1/login/user' : '/v1/login',
    device: session.device,
  };
}

/** A change made in a session: by its person, or by the staff member acting as them. */
export function inSession(
  random: DemoRandom,
  session: Session,
  row: Omit<HistoryRow, 'at' | 'editor' | 'accountId' | 'device'> & { accountId?: number },
): HistoryRow {
  return {
    ...row,
    at: nextInSession(random, session),
    editor: session.staff ?? session.person,
    accountId: row.accountId ?? session.person.accountId,
    device: session.device,
  };
}

/**
 * Stores the rows in time order, a few thousand per statement, as recordAudit would: only the
 * fields that changed, secrets masked.
 */
export async function insertHistory(tx: Tx, rows: readonly HistoryRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.at.getTime() - b.at.getTime());
  const CHUNK = 2_000;
  for (let start = 0; start < sorted.length; start += CHUNK) {
    await tx.insert(auditEntries).values(
      sorted.slice(start, start + CHUNK).map((row) => {
        const values = changedOnly(row.oldValues ?? {}, row.newValues ?? {});
        return {
          entityType: row.entityType,
          entityId: String(row.entityId),
          event: row.event,
          editorId: row.editor?.id ?? null,
          editorEmail: row.editor?.email ?? null,
          accountId: row.accountId,
          oldValues: maskSecrets(values.oldValues),
          newValues: maskSecrets(values.newValues),
          url: row.url ?? null,
          ipAddress: row.device?.ip ?? null,
          userAgent: row.device?.userAgent ?? null,
          createdAt: row.at,
          updatedAt: row.at,
        };
      }),
    );
  }
}

/**
 * The values a field took, oldest first, ending at its value today: `count` changes drawn from
 * `earlier`, never the same value twice in a row.
 */
export function valueChain<T>(random: DemoRandom, current: T, earlier: readonly T[], count: number): T[] {
  const chain: T[] = [current];
  for (let n = 0; n < count; n += 1) {
    const options = earlier.filter((value) => value !== chain[0]);
    chain.unshift(options.length > 0 ? random.pick(options) : current);
  }
  return chain;
}
