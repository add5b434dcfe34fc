import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Config } from '../../config';

/**
 * Files the portal keeps outside the database, on the local disk: `public/` is what CDN_URL serves to
 * anyone (avatars under `user/`, named by a random id so a name cannot be guessed from the user),
 * `private/` is never served directly (data exports; a route checks who asks and streams the file).
 * Keys are relative paths the portal itself makes; anything that could leave the folder is refused.
 */
export interface Storage {
  readonly publicDir: string;
  /** Writes the whole file under a temporary name and renames it, so a reader never sees half a file. */
  putPublic(key: string, data: Buffer): Promise<void>;
  deletePublic(key: string): Promise<void>;
  /** Streams `source` into a private file (constant memory), again under a temporary name first. */
  writePrivate(key: string, source: (sink: Writable) => Promise<void>): Promise<{ bytes: number }>;
  /** The private file's size, or null when it does not exist. */
  privateSize(key: string): Promise<number | null>;
  openPrivate(key: string): ReadStream;
  deletePrivate(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** A key the portal made: letters, digits, `_-.` and `/` between parts; never `..` or an absolute path. */
export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export function storageDirOf(config: Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'>): string {
  return path.resolve(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'storage'));
}

export function createLocalStorage(root: string): Storage {
  const publicDir = path.join(root, 'public');
  const privateDir = path.join(root, 'private');
  const fileOf = (dir: string, key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  const temporaryBeside = (file: string) => `${file}.${randomUUID()}.part`;

  async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = temporaryBeside(file);
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    publicDir,
    async putPublic(key, data) {
      const file = fileOf(publicDir, key);
      await writeAtomically(file, async (temporary) => {
        await pipeline(async function* () {
          yield data;
        }, createWriteStream(temporary));
      });
    },
    async deletePublic(key) {
      await rm(fileOf(publicDir, key), { force: true });
    },
    async writePrivate(key, source) {
      const file = fileOf(privateDir, key);
      let bytes = 0;
      await writeAtomically(file, async (temporary) => {
        const sink = createWriteStream(temporary);
        try {
          // The source ends the sink when it has written everything (a zip archive piped into it).
          await source(sink);
          await finished(sink);
        } catch (error) {
          sink.destroy();
          throw error;
        }
        bytes = sink.bytesWritten;
      });
      return { bytes };
    },
    async privateSize(key) {
      try {
        return (await stat(fileOf(privateDir, key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    openPrivate(key) {
      return createReadStream(fileOf(privateDir, key));
    },
    async deletePrivate(key) {
      await rm(fileOf(privateDir, key), { force: true });
    },
  };
}
