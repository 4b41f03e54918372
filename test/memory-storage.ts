// A file storage in memory, with the real key rules (fileStorageOver): for tests that read files' rows, not a disk.
import { contentTypeOf, fileStorageOver, type FileStorage } from '../server/storage/file-storage';

export function memoryStorage(): FileStorage {
  const files = new Map<string, { bytes: Buffer; modifiedAt: Date }>();
  return fileStorageOver({
    put: async (key, bytes) => void files.set(key, { bytes: Buffer.from(bytes), modifiedAt: new Date() }),
    get: async (key) => {
      const file = files.get(key);
      return file ? { bytes: file.bytes, contentType: contentTypeOf(key) } : null;
    },
    delete: async (key) => void files.delete(key),
    list: async (folder) => [...files].filter(([key]) => key.startsWith(`${folder}/`)).map(([key, f]) => ({ key, modifiedAt: f.modifiedAt })),
  });
}
