import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** A file's content: bytes or text at once, or produced piece by piece when the archive reaches it. */
export type EntryContent = Buffer | string | (() => AsyncIterable<Buffer | string>);

export interface ZipArchive {
  /**
   * Adds one file and resolves once the archive has read all of it, so the caller produces the next
   * file only then: one file's content at a time is in memory, whatever the archive's size.
   */
  add(name: string, content: EntryContent): Promise<void>;
  /** Writes the central directory and resolves once everything is in the sink. */
  finish(): Promise<void>;
}

async function* chunksOf(content: EntryContent): AsyncIterable<Buffer> {
  if (typeof content === 'function') {
    for await (const chunk of content()) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
  } else {
    yield typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  }
}

/**
 * A ZIP written straight into `sink` (yazl, deflated entries). Entries are added one after the
 * other; the archive's output keeps backpressure with the sink, so memory stays constant.
 */
export function zipInto(sink: Writable, mtime: Date): ZipArchive {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, sink);
  // Whatever breaks first (the sink, the archive) ends every wait below.
  const broken = new Promise<never>((_, reject) => {
    written.catch(reject);
    zip.on('error', reject);
  });
  broken.catch(() => {});

  return {
    add(name, content) {
      const read = new Promise<void>((resolve, reject) => {
        zip.addReadStreamLazy(name, { mtime }, (open) => {
          const source = Readable.from(chunksOf(content), { objectMode: false });
          source.once('end', resolve);
          source.once('error', reject);
          open(null, source);
        });
      });
      return Promise.race([read, broken]);
    },
    async finish() {
      zip.end();
      await Promise.race([written, broken]);
    },
  };
}
