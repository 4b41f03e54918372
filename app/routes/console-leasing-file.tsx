// /console/leasing/{id}/file: an application's social-insurance file, for staff of its store only — sent with the type
// its bytes were found to be (never the name or type the shopper's browser claimed), as an attachment, never cached.
import type { Route } from './+types/console-leasing-file';
import { requireArea } from '../lib/console';
import { foundOr404, validateParams } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const staff = await requireArea(context, url, 'money');
  const file = await foundOr404(context.services.readLeasingFile(staff.storeId, params.id), url);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      // A PDF shown in the browser runs no script of ours and cannot frame or reach the site.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
