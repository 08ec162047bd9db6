import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Where uploaded and generated files (contact imports, exports) are kept, by key (`exports/<id>.csv`): a folder
 * under the data directory here; an S3-compatible bucket can take its place for scale-out (DESIGN, "Background work
 * and files"). A file is written through `create` and appears under its key only when committed, so a reader never
 * finds half a file, whatever happened to the writer.
 */
export interface FileStore {
  /** A file being written: bytes go to `stream`; `commit` makes it the key's file, `discard` drops it. */
  create(key: string): Promise<PendingFile>;
  /** The key's file, streamed; undefined when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the key's file, if any. */
  delete(key: string): Promise<void>;
}

interface PendingFile {
  readonly stream: Writable;
  /** Ends the stream and puts the file under its key (replacing one there); answers its size in bytes. */
  commit(): Promise<number>;
  discard(): Promise<void>;
}

/** Keys are paths of plain names under the store's folder: nothing a caller gives may climb out of it. */
const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part.startsWith('.'))) throw new RangeError(`Not a file key: ${key}`);
  return key;
}

/** The files in a folder (FILES_DIR, by default `files` in the data folder). */
export function folderFileStore(folder: string): FileStore {
  const where = (key: string) => path.join(folder, checkedKey(key));
  return {
    async create(key) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A writer that dies leaves only this name behind; the next attempt writes it anew ('w').
      const partial = `${target}.partial`;
      const stream = createWriteStream(partial, { flags: 'w' });
      return {
        stream,
        async commit() {
          if (!stream.writableEnded) stream.end();
          await finished(stream);
          await rename(partial, target);
          return (await stat(target)).size;
        },
        async discard() {
          stream.destroy();
          await rm(partial, { force: true });
        },
      };
    },
    async read(key) {
      const target = where(key);
      const size = await stat(target).then(
        (found) => found.size,
        () => undefined,
      );
      return size === undefined ? undefined : { stream: createReadStream(target), size };
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
  };
}

/** A whole file in memory (an upload the import reads, at most its size limit); undefined when there is none. */
export async function readWhole(files: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await files.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
