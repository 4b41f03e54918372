// /console/products/export.csv and /console/products/export.xlsx: the store's price list (every product and variant in
// the import's columns) as a download, for catalog staff. Importing it back unchanged changes nothing.
import type { Route } from './+types/console-products-export';
import { requireArea } from '../lib/console';

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const bytes = await context.services.exportPriceList(staff.storeId, format);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': TYPES[format],
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="price-list-${day}.${format}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
