// An application's CV for staff of its store (issue 14): read through the file storage (the key in cvKey), with the
// content type of its extension and a filename safe in a Content-Disposition header — an ASCII fallback and the
// applicant's own name (Cyrillic too) as RFC 5987 filename*.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { contentTypeOf, FileNotFoundError, isStorageKey, type FileStorage } from '../../storage/file-storage';

export type CvFile = { bytes: Buffer; contentType: string; filename: string; disposition: string };

/** The extension of a storage key ("cvs/<uuid>.pdf" → "pdf"). */
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * A Content-Disposition value for an attachment named `name` with extension `ext`: filename= keeps only safe ASCII
 * (letters, digits, . _ -; anything else becomes _, never a quote, a backslash or a line break) and filename* carries
 * the whole name percent-encoded in UTF-8, which browsers prefer.
 */
export function attachmentDisposition(name: string, ext: string): { filename: string; disposition: string } {
  const base = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 120);
  const filename = `${base || 'cv'}.${ext}`;
  const ascii = `${
    base
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+|_+$/g, '')
      .slice(0, 80) || 'cv'
  }.${ext}`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { filename, disposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}` };
}

/** The CV of an application of the store; NOT_FOUND for another store's application, none, or a file gone. */
export async function readApplicationCv(db: Db, storage: FileStorage, storeId: string, id: string): Promise<CvFile> {
  const [row] = await db
    .select({ cvKey: jobApplications.cvKey, cvName: jobApplications.cvName })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.storeId, storeId)))
    .limit(1);
  if (!row || !isStorageKey(row.cvKey)) throw new AppError('NOT_FOUND', 'dataNotFound');
  try {
    const file = await storage.read(row.cvKey);
    const ext = extensionOf(row.cvKey);
    return { bytes: file.bytes, contentType: contentTypeOf(row.cvKey), ...attachmentDisposition(row.cvName, ext) };
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new AppError('NOT_FOUND', 'dataNotFound');
    throw err;
  }
}
