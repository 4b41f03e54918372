// A "buy for me" picture as its page serves it: the WebP the store made of it — a shopper's photo private and never
// cached (the default), a marketplace product's picture cached a day by anyone.
import type { StoredFile } from '../../server/storage/file-storage';

export function photoResponse(file: StoredFile, cacheControl = 'private, no-store'): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
