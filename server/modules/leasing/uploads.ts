// Where uploaded files live: a local directory (UPLOADS_DIR, else {DATA_DIR}/uploads) — an S3-compatible store can stand
// behind the same three calls later (DESIGN §1). A file is named by a random id and the extension of what its bytes
// are (file-kind.ts), never by the name the browser sent; keys are checked before they touch the file system.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from './file-kind';

export type UploadStore = {
  /** Keeps the bytes; answers the file's key (`leasing/<uuid>.pdf`). */
  save(folder: 'leasing', bytes: Uint8Array, kind: FileKind): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const KEY = /^(leasing)\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;

export function createUploadStore(dir: string): UploadStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('not an upload key');
    return path.join(dir, key);
  };
  return {
    async save(folder, bytes, kind) {
      const key = `${folder}/${randomUUID()}.${kind.ext}`;
      await mkdir(path.join(dir, folder), { recursive: true, mode: 0o700 });
      // Readable by this process's user only: the files are people's income statements.
      await writeFile(fileOf(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    read: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
