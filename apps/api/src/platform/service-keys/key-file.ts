import { randomBytes } from 'node:crypto';
import { link, mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type KeysByVariable, MIN_KEY_LENGTH, SERVICE_KEYS } from './key-names';
import { errorCodeOf, keyRefusal, reasonOf } from './refusal';

export const KEY_FILE_NAME = 'service-keys.json';

/** Bits that let the group or others touch the file: a key file must have none of them. */
const SHARED_MODE_BITS = 0o077;

export function keyFilePathOf(dataDir: string): string {
  return path.resolve(dataDir, KEY_FILE_NAME);
}

/**
 * The keys in the file, or null when there is none yet. A file anyone else may read, or one that
 * does not hold all three keys, stops the start: generating new keys over it would lose every
 * session and every sealed secret.
 */
export async function readKeyFile(file: string): Promise<KeysByVariable | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (errorCodeOf(error) === 'ENOENT') return null;
    throw keyRefusal(`The key file ${file} cannot be read (${reasonOf(error)})`, error);
  }
  try {
    // Checked on the opened file itself, so the mode and the text are those of one and the same file.
    const info = await handle.stat();
    if (!info.isFile()) throw keyRefusal(`The key file ${file} is not a regular file`);
    if ((info.mode & SHARED_MODE_BITS) !== 0) {
      const mode = (info.mode & 0o777).toString(8).padStart(4, '0');
      throw keyRefusal(
        `The key file ${file} may be read by other users (mode ${mode}); run chmod 600 ${file} if no one ` +
          'else has read it, otherwise replace the keys',
      );
    }
    return parseKeyFile(file, await handle.readFile('utf8'));
  } finally {
    await handle.close();
  }
}

function parseKeyFile(file: string, text: string): KeysByVariable {
  const malformed = () =>
    keyRefusal(
      `The key file ${file} is malformed: it must be a JSON object with JWT_SECRET, ` +
        `CHAT_IDENTITY_SECRET and SECRETS_KEY, each a string of ${MIN_KEY_LENGTH} characters or more ` +
        '(restore it from a backup rather than deleting it: new keys end every session and leave ' +
        'stored secrets unreadable)',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (typeof parsed !== 'object' || parsed === null) throw malformed();
  const record = parsed as Record<string, unknown>;
  const keys = {} as KeysByVariable;
  for (const { variable } of SERVICE_KEYS) {
    const value = record[variable];
    if (typeof value !== 'string' || value.length < MIN_KEY_LENGTH) throw malformed();
    keys[variable] = value;
  }
  return keys;
}

/**
 * Makes `keys` the key file unless another process made one first, and answers the file's keys
 * either way. The keys are written whole and synced to a temporary file of this process, which is
 * then hard-linked to the key file's name: link() fails when that name exists, so exactly one
 * process wins and nobody ever reads a half-written file.
 */
export async function createKeyFile(file: string, keys: KeysByVariable): Promise<KeysByVariable> {
  const dir = path.dirname(file);
  const temporary = path.join(dir, `.${KEY_FILE_NAME}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeSynced(temporary, `${JSON.stringify(keys, null, 2)}\n`);
    await linkUnlessTaken(temporary, file);
  } catch (error) {
    throw keyRefusal(`The key file ${file} cannot be created (${reasonOf(error)})`, error);
  } finally {
    await unlink(temporary).catch(() => {});
  }
  await syncKeyFile(file);
  const kept = await readKeyFile(file);
  if (!kept) throw keyRefusal(`The key file ${file} disappeared just after it was created`);
  return kept;
}

async function writeSynced(file: string, text: string): Promise<void> {
  // Created with 0600 from the start: there is never a moment in which others may read it.
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function linkUnlessTaken(temporary: string, file: string): Promise<void> {
  try {
    await link(temporary, file);
  } catch (error) {
    // Another process was first; its keys are the ones everybody uses.
    if (errorCodeOf(error) !== 'EEXIST') throw error;
  }
}

/**
 * Flushes the key file and its directory entry to disk. Keys the database held are deleted from it
 * only after this, so a power cut in between leaves them in the database, never nowhere.
 */
export async function syncKeyFile(file: string): Promise<void> {
  try {
    await syncPath(file);
    await syncPath(path.dirname(file));
  } catch (error) {
    throw keyRefusal(`The key file ${file} cannot be written to disk (${reasonOf(error)})`, error);
  }
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems cannot sync a directory; their entries are as durable as they get.
    if (!['EINVAL', 'EISDIR', 'ENOTSUP'].includes(errorCodeOf(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}
