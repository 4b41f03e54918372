// Files in a local directory: the embedded default (UPLOADS_DIR, else {DATA_DIR}/uploads). Several processes share it
// only when they share the directory (one machine, or a shared volume); otherwise use the S3 driver.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, fileStorageOver, type FileStorage } from './file-storage';

export function createLocalStorage(dir: string): FileStorage {
  // Keys reach here checked (file-storage.ts): a folder from the allowlist and a file name, never `..` or a slash more.
  const fileOf = (key: string) => path.join(dir, key);
  return fileStorageOver({
    async put(key, bytes) {
      // Readable by this process's user only: the files are people's documents (income statements, CVs).
      await mkdir(path.dirname(fileOf(key)), { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    async list(folder) {
      const names = await readdir(path.join(dir, folder)).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
      const files = await Promise.all(
        names.map(async (name) => {
          const key = `${folder}/${name}`;
          const info = await stat(fileOf(key)).catch(() => null);
          return info?.isFile() ? [{ key, modifiedAt: info.mtime }] : [];
        }),
      );
      return files.flat();
    },
  });
}
