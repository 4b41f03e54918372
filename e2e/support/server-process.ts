// The store as its own process, the way a newcomer (`npm start`) or an operator (`node dist/server/main.js`) runs it:
// started with a clean environment (nothing of the test runner's NODE_ENV or STORE_MODE leaks in), read through its
// output, and stopped together with everything it started (its process group).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** The JSON log lines it printed so far (other lines are left out). */
  logLines: () => { level: number; msg: string; [key: string]: unknown }[];
  /** Waits until the output matches (the match), or fails with the output if the process exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process and every process it started are gone. */
  exited: Promise<number | null>;
  /** SIGTERM to the whole process group, SIGKILL if it lingers; resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** A port nobody listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts `command args` in the project with only a shell's basics (PATH, HOME) and `env`, in its own process group. */
export function startServerProcess(command: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), ...env },
    detached: true, // its own process group: `npm start` runs a shell that runs node, and all of them are stopped together
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  // 'close' comes once every holder of the output pipes is gone: the whole group, not only the first process.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => output,
    logLines: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      }),
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (!match) return;
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
        check();
        void exited.then((code) => {
          if (waiters.delete(check)) reject(new Error(`exited with ${code} before printing ${pattern}:\n${output}`));
        });
      }),
    exited,
    stop: async () => {
      group('SIGTERM');
      const timer = setTimeout(() => group('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
