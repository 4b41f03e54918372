// The store as an operator runs it: `node dist/server/main.js` on an embedded database directory. It stops cleanly on
// SIGTERM (releasing the directory) and starts again with its data; a bad setting stops it with a message naming it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zuuch-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Running = { child: ChildProcess; baseUrl: string; output: () => string };

async function startProcess(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, baseUrl: await listening, output: () => output };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('the server process', () => {
  it('keeps its data across a SIGTERM stop and a new start', async () => {
    const first = await startProcess({});
    const store = await post(`${first.baseUrl}/api/auth/store`, { storeName: 'zuuch' });
    const client = await post(`${first.baseUrl}/api/v1/client`, { store: store._id, user_token: 'process-test-token-0001' });
    first.child.kill('SIGTERM');
    const [code] = await once(first.child, 'exit');
    expect(code).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(readdirSync(dataDir)).not.toContain('zuuch.lock');

    const second = await startProcess({});
    try {
      const again = await post(`${second.baseUrl}/api/v1/client`, { store: store._id, user_token: 'process-test-token-0001' });
      expect(again._id).toBe(client._id);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir } });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT:');
  });
});
