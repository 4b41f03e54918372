// The public side of uploaded pictures: a kept width of a picture, by its file name under the images folder
// ("<uuid>.webp"). Nothing else of the file storage is reachable this way (leasing statements are private).
import { AppError } from '../../../core/app-error';
import { FileNotFoundError, isStorageKey, type FileStorage, type StoredFile } from '../../storage/file-storage';

/** The picture file named `file` in the images folder; NOT_FOUND for any other name and for a file that is not there. */
export async function readImageFile(storage: FileStorage | undefined, file: string): Promise<StoredFile> {
  const key = `images/${file}`;
  if (!storage || !file.endsWith('.webp') || !isStorageKey(key)) throw new AppError('NOT_FOUND', 'dataNotFound');
  try {
    return await storage.read(key);
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new AppError('NOT_FOUND', 'dataNotFound');
    throw err;
  }
}
