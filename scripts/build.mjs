#!/usr/bin/env node
// Builds the store: the React Router app (Vite: build/client + build/server), the server bundle (esbuild: dist/server)
// and build/build-info.json (the build id the browser polls for). With --if-stale it does nothing when the build is newer
// than every source file, so `npm start` only builds what it needs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const infoFile = path.join(root, 'build/build-info.json');
const serverBundle = path.join(root, 'dist/server/main.js');
// The providers' sandboxes as a process of their own (never part of the store's bundle): for the cluster journey.
const sandboxBundle = path.join(root, 'dist/server/sandbox-main.js');
const outputs = [infoFile, serverBundle, sandboxBundle];
const sources = ['app', 'server', 'core', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

function newestSource(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestSource(path.join(entry, name)));
  }
  return newest;
}

if (process.argv.includes('--if-stale') && outputs.every((f) => existsSync(f))) {
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  if (sources.every((s) => newestSource(s) <= built)) {
    console.log('build is up to date');
    process.exit(0);
  }
}

const started = Date.now();
execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
await precompress(path.join(root, 'build/client'));
await esbuild.build({
  entryPoints: [path.join(root, 'server/main.ts'), path.join(root, 'server/sandbox-main.ts')],
  outdir: path.dirname(serverBundle),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
const timestamp = Date.now();
const id = createHash('sha256').update(`${timestamp}:${Math.random()}`).digest('hex').slice(0, 12);
writeFileSync(infoFile, JSON.stringify({ id, timestamp }) + '\n');
console.log(`built ${id} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * Every text file the browser fetches as it is (scripts, styles, SVG, JSON), compressed once with the strongest settings
 * beside itself (.br, .gz): the server sends those to browsers that take them (@fastify/static's preCompressed).
 */
async function precompress(dir) {
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/.test(name) && statSync(full).size >= 1024) files.push(full);
    }
  };
  walk(dir);
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [brotli, gzipped] = await Promise.all([
        br(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gz(content, { level: 9 }),
      ]);
      // Only where it pays: a tiny or already packed file is sent as it is.
      if (brotli.length < content.length * 0.9) await writeFile(`${file}.br`, brotli);
      if (gzipped.length < content.length * 0.9) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}
