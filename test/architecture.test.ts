// The layers hold (app → server → core, no cycles): dependency-cruiser checks the real code with the project's rules,
// and the same rules are shown to catch a planted upward import and a planted cycle.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

async function cruise(cwd: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'app', 'server', 'core', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd });
    return { ok: true, output: stdout };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('the import graph', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'zuuch-layers-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('runs app → server → core with no cycle', { timeout: 60_000 }, async () => {
    const result = await cruise(root);
    expect(result.output).toContain('no dependency violations');
    expect(result.ok).toBe(true);
  });

  it('refuses an upward import and a cycle', { timeout: 60_000 }, async () => {
    cpSync(path.join(root, '.dependency-cruiser.cjs'), path.join(fixture, '.dependency-cruiser.cjs'));
    writeFileSync(path.join(fixture, 'tsconfig.json'), '{"compilerOptions":{"module":"ESNext","moduleResolution":"bundler"}}');
    for (const dir of ['app', 'server', 'core']) mkdirSync(path.join(fixture, dir));
    writeFileSync(path.join(fixture, 'app/page.ts'), "export const page = 'page';\n");
    writeFileSync(path.join(fixture, 'server/route.ts'), "import { page } from '../app/page';\nexport const route = page;\n");
    writeFileSync(path.join(fixture, 'core/a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(fixture, 'core/b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const result = await cruise(fixture);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('server-below-app: server/route.ts → app/page.ts');
    expect(result.output).toMatch(/no-cycles: core\/(a|b)\.ts/);
  });
});
