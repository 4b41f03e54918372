// /console/visitors/export.csv?chart=…: one figure of the visitor dashboard as CSV, for the same filters as the page
// (server/modules/tracking/visitor-report.ts `visitorReportCsv`), headed in the staff member's language; never cached.
import { data } from 'react-router';
import type { Route } from './+types/console-visitors-export';
import { visitorChartOf, visitorQueryOf } from '../../server/modules/tracking/console-schemas';
import { visitorReportCsv } from '../../server/modules/tracking/visitor-report';
import { requireArea } from '../lib/console';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'visitors');
  const chart = visitorChartOf(url.searchParams);
  if (!chart) throw data({ kind: 'chart' }, { status: 404 });
  const query = visitorQueryOf(url.searchParams);
  const bytes = visitorReportCsv(await context.services.visitorReport(staff.storeId, query), chart, await context.lang());
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="visitors-${chart}-${query.from}-${query.to}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
