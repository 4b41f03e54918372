// A "buy for me" request's photo as its page serves it: the WebP the store made of the upload, private, never cached.
import type { StoredFile } from '../../server/storage/file-storage';

export function photoResponse(file: StoredFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
