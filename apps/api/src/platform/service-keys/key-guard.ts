import type { Db } from '../db';
import { keysNotMatching, readFingerprints, replaceFingerprints } from './key-fingerprints';
import { type KeysByVariable, type KeyVariable, SERVICE_KEYS } from './key-names';

/** Where a key of this start came from, so a refusal can say which one is foreign. */
export type KeyOrigin = 'environment' | 'key file' | 'generated' | 'database row';

export type KeyOrigins = Record<KeyVariable, KeyOrigin>;

/** What became of the key file when a start is refused, in the operator's words. */
export type KeyFileOutcome = 'kept' | 'not written' | 'removed';

/**
 * The error a production start stops with when its keys are not those the database was sealed
 * with: another host's, or new ones after the key file was lost. Using them would sign sessions the
 * other hosts reject and leave every secret sealed with the first keys unreadable.
 */
export function sealedWithOtherKeys(
  foreign: readonly KeyVariable[],
  origins: KeyOrigins,
  file: string,
  outcome: KeyFileOutcome,
): Error {
  const which = foreign.map((variable) => describeKey(variable, origins[variable], file)).join(', ');
  const fileNote = {
    kept: '',
    'not written': ` DATA_DIR has no key file ${file}, and none was written.`,
    removed: ` The key file ${file} this start had just created is removed again.`,
  }[outcome];
  return new Error(
    `The database was sealed with other keys: it keeps a fingerprint of each key (never the key), and ` +
      `${which} ${foreign.length === 1 ? 'does' : 'do'} not match.${fileNote} Set JWT_SECRET, ` +
      'CHAT_IDENTITY_SECRET and SECRETS_KEY to the values of the first host (its ' +
      'DATA_DIR/service-keys.json), or restore the key file into DATA_DIR (mode 0600), then start ' +
      'again. Only to replace the keys on purpose, start with ACCEPT_NEW_SERVICE_KEYS=true: sessions ' +
      'signed and secrets sealed with the old keys (mail server passwords, authenticator secrets) stop ' +
      'working.',
  );
}

function describeKey(variable: KeyVariable, origin: KeyOrigin, file: string): string {
  switch (origin) {
    case 'environment':
      return `${variable} from the environment`;
    case 'key file':
      return `${variable} from the key file ${file}`;
    case 'generated':
      return `a newly generated ${variable}`;
    case 'database row': {
      const storedName = SERVICE_KEYS.find((key) => key.variable === variable)?.storedName;
      return `${variable} from the old row '${storedName}' of service_secrets`;
    }
  }
}

const LOST_WITH_THE_OLD_KEY: Record<KeyVariable, string> = {
  JWT_SECRET: 'sessions signed with the old key end, and everyone signs in again',
  CHAT_IDENTITY_SECRET: 'the chat-support service no longer recognises identities hashed with the old key',
  SECRETS_KEY:
    'mail server passwords and authenticator secrets sealed with the old key can no longer be opened, ' +
    'and customers enter them again',
};

/**
 * ACCEPT_NEW_SERVICE_KEYS: the operator replaces the keys on purpose, so this start's keys become
 * the ones the database is sealed with. Warns what stops working, and that the guard is off for as
 * long as the switch stays on: a host still on the old keys would otherwise take the seal back.
 */
export async function acceptNewKeys(
  db: Db,
  keys: KeysByVariable,
  warn: (message: string) => void,
): Promise<void> {
  const before = await readFingerprints(db);
  await replaceFingerprints(db, keys);
  for (const variable of keysNotMatching(keys, before)) {
    warn(
      `ACCEPT_NEW_SERVICE_KEYS is set: ${variable} replaces the key the database was sealed with; ` +
        `${LOST_WITH_THE_OLD_KEY[variable]}.`,
    );
  }
  warn(
    'ACCEPT_NEW_SERVICE_KEYS is set: starts are not checked against the keys the database was sealed ' +
      'with. Unset it once every host runs with the new keys.',
  );
}
