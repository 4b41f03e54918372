// What an uploaded file really is, from its first bytes — never from its name or the type the browser claims. The
// leasing request takes a social-insurance statement as PDF, JPG or PNG, at most 5 MB (spec §5: "File too big!
// Maximum: 5MB").
import { FILE_TYPES } from '../../storage/file-storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

type StatementExtension = 'pdf' | 'jpg' | 'png';
export type FileKind = { ext: StatementExtension; mime: (typeof FILE_TYPES)[StatementExtension] };
const kind = (ext: StatementExtension): FileKind => ({ ext, mime: FILE_TYPES[ext] });

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The kind of a PDF, JPEG or PNG file by its magic bytes; null for anything else. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return kind('pdf'); // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return kind('jpg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kind('png');
  return null;
}

/** Why a file cannot be taken (the validation message key), or null when it can. */
export function fileProblem(bytes: Uint8Array): 'fileTooBig' | 'fileType' | null {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return 'fileTooBig';
  return sniffFileKind(bytes) ? null : 'fileType';
}
