import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from './client';

describe('embedded database directory', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zuuch-db-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses a second opener while the first holds it, and frees it on close', async () => {
    const dir = newDir();
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    const again = await openDatabase({ databaseUrl: null, dataDir: dir });
    await again.close();
  }, 30_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'zuuch.lock'), '999999999');
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    await db.ping();
    await db.close();
  }, 30_000);
});
