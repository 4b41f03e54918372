// The one place files are kept (DESIGN §1): every feature that stores files (leasing applications' social-insurance
// statements now; CVs and product images later) saves, reads and removes them through FileStorage, whatever the driver
// behind it: a local directory (the embedded default, local-storage.ts) or an S3-compatible bucket (s3-storage.ts), so
// every process of a deployment reaches the same files. A file is named by the store, never by the name a browser sent:
// `<folder>/<random uuid>.<ext>`. Keys are checked here, before any driver touches a disk or a bucket.
import { randomUUID } from 'node:crypto';

/** The folders files may live in. A feature that keeps files adds its own here (CVs, product images, …). */
export const STORAGE_FOLDERS = ['leasing', 'images', 'imports', 'cvs', 'requests'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/** The kinds of file the store keeps, by extension, and the content type each is stored and served with. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Price lists staff upload, kept between the import's check and its apply (server/modules/products/import-products.ts).
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // CVs (server/modules/careers): Word documents besides PDF and pictures.
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type FileExtension = keyof typeof FILE_TYPES;

export type StoredFile = { bytes: Buffer; contentType: string };

export type FileStorage = {
  /** Keeps the bytes under a new key (`leasing/<uuid>.pdf`) and answers it; the content type follows the extension. */
  save(folder: StorageFolder, bytes: Uint8Array, ext: FileExtension): Promise<string>;
  /** The file and its content type; FileNotFoundError when there is none under the key. */
  read(key: string): Promise<StoredFile>;
  /** Removes the file; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Removes the folder's files last written before `before` (price lists checked and never applied); answers how many. */
  removeOlderThan(folder: StorageFolder, before: Date): Promise<number>;
};

/** What a driver does with keys already checked. */
export type StorageDriver = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null: nothing under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The keys under `folder/` with when each was last written. */
  list(folder: StorageFolder): Promise<{ key: string; modifiedAt: Date }[]>;
};

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`not a storage key: ${JSON.stringify(String(key).slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const KEY = new RegExp(`^(${STORAGE_FOLDERS.join('|')})/${UUID}\\.(${Object.keys(FILE_TYPES).join('|')})$`);

/** Whether a string is a key the store could have made: an allowed folder, a random id, a known extension, nothing else. */
export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** The content type a key's extension stands for. */
export function contentTypeOf(key: string): string {
  return FILE_TYPES[checked(key).slice(key.lastIndexOf('.') + 1) as FileExtension];
}

/** The storage rules (new keys, checked keys, a clear not-found) around a driver. */
export function fileStorageOver(driver: StorageDriver): FileStorage {
  return {
    async save(folder, bytes, ext) {
      const key = checked(`${folder}/${randomUUID()}.${ext}`);
      await driver.put(key, bytes, contentTypeOf(key));
      return key;
    },
    async read(key) {
      const file = await driver.get(checked(key));
      if (!file) throw new FileNotFoundError(key);
      return file;
    },
    async remove(key) {
      await driver.delete(checked(key));
    },
    async removeOlderThan(folder, before) {
      // Only keys the store made: anything else put in the folder by hand is left alone.
      const old = (await driver.list(folder)).filter((f) => isStorageKey(f.key) && f.modifiedAt < before);
      for (const f of old) await driver.delete(f.key);
      return old.length;
    },
  };
}
