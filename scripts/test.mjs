#!/usr/bin/env node
// `npm test`: unit tests, integration tests on in-memory PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), and the
// browser journeys when Chromium is found (CHROMIUM_PATH, default /usr/bin/chromium). Says in one line what it skips;
// ends with Vitest's summary. Extra arguments go to Vitest; `npm test -- --project unit` runs only the named projects.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The cluster journey (e2e/cluster.e2e.ts) runs two store processes on PostgreSQL behind Debian's nginx.
const nginx = '/usr/sbin/nginx';
const hasNginx = existsSync(nginx);

const skipped = [];
if (!hasPostgres) skipped.push('PostgreSQL integration tests and the cluster journey (TEST_DATABASE_URL is not set)');
if (!hasChromium) skipped.push(`browser journeys and the cluster journey (no Chromium at ${chromium}; set CHROMIUM_PATH)`);
else if (hasPostgres && !hasNginx) skipped.push(`the cluster journey (no nginx at ${nginx}; on Debian: apt-get install -y nginx)`);
console.log(skipped.length ? `Skipping: ${skipped.join('; ')}.` : 'Running every suite: unit, integration on PGlite and PostgreSQL, browser journeys, the cluster journey.');

const extra = process.argv.slice(2);
const named = extra.flatMap((a, i) => (a === '--project' ? [extra[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const projects = named.length ? named : ['unit', 'integration', ...(hasChromium ? ['e2e'] : [])];
if (!hasChromium && projects.includes('e2e')) {
  console.error(`The e2e project needs Chromium at ${chromium}.`);
  process.exit(1);
}
if (projects.includes('e2e')) {
  // The journeys run against the production build of the storefront.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = [vitest, 'run', ...(named.length ? [] : projects.flatMap((p) => ['--project', p])), ...extra];
const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
