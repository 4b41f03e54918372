// /console/applications/{id}/cv: an application's CV for careers staff of its store only — read through the file storage,
// sent with the content type of its extension, as an attachment under the applicant's file name (an ASCII fallback and
// RFC 5987 filename* for Cyrillic), never sniffed, never cached. Anyone else: the console's 403, or 404.
import { z } from 'zod';
import type { Route } from './+types/console-application-cv';
import { requireArea } from '../lib/console';
import { foundOr404, notFound } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  if (!z.uuid().safeParse(params.id).success) throw notFound(url, false);
  const file = await foundOr404(context.services.readJobApplicationCv(staff.storeId, params.id), url);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': file.disposition,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
