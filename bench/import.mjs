#!/usr/bin/env node
// Price-list import at scale (issue 13: 100,000 rows in under a minute, dry run and apply, on both databases):
//   node bench/import.mjs [--rows 100000] [--db pglite|postgres|both]
// For each database, a fresh store: N rows checked (dry run) and applied as new products (two variants each), then
// checked and applied again with every price and count changed, then the XLSX export re-checked (a round trip: no
// change). The baseline, measured in the same run on the same catalog: exporting it as CSV (reading every product and
// variant and writing the file). Ratios say how many exports' time each step takes.
// PostgreSQL uses BENCH_DATABASE_URL (an admin URL; a throwaway database is created) or postgres://postgres@127.0.0.1/postgres.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { root, throwawayDatabase } from './lib.mjs';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, db: { type: 'string', default: 'both' } } });
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const s = (x) => `${x.toFixed(1)} s`;

for (const kind of kinds) {
  console.log(`\n== ${kind}: ${Number(values.rows).toLocaleString('en-US')} rows`);
  const { env, cleanup } = throwawayDatabase(kind);
  try {
    const run = spawnSync(process.execPath, ['--max-old-space-size=4096', 'node_modules/tsx/dist/cli.mjs', 'bench/import-run.ts', '--rows', values.rows], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error('bench/import-run.ts failed');
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
    const base = r.exportCsv;
    const line = (label, t) => console.log(`  ${label.padEnd(34)} ${s(t).padStart(8)}  ×${(t / base).toFixed(1)} export  ${t < 60 ? 'ok' : 'OVER a minute'}`);
    console.log(`  baseline: CSV export ${s(base)} (${r.csvMb.toFixed(1)} MB); XLSX export ${s(r.exportXlsx)} (${r.xlsxMb.toFixed(1)} MB)`);
    line('dry run, all new', r.dry1);
    line('apply, all new', r.apply1);
    line('dry run, every price and count', r.dry2);
    line('apply, every price and count', r.apply2);
    line('dry run of the XLSX export', r.dryXlsx);
  } finally {
    cleanup();
  }
}
