// /console/applications/export.csv: the applications of the list's current filter (position, status, search) as CSV —
// UTF-8 with a BOM so Excel reads Cyrillic, formulas guarded — for careers staff only, never cached.
import type { Route } from './+types/console-applications-export';
import { applicationQueryOf } from '../../server/modules/careers/console-schemas';
import { requireArea } from '../lib/console';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'careers');
  const { page: _page, ...query } = applicationQueryOf(url);
  const bytes = await context.services.exportJobApplicationsCsv(staff.storeId, query, await context.lang());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
