// A PostgreSQL server the test owns (its own data directory and port), so it can be stopped and started under a store:
// initdb into a temporary directory, pg_ctl on a free port. PostgreSQL refuses to run as root, so a test running as root
// (CI) runs the server as the `postgres` user. `whyNoOwnedPostgres` says why a machine cannot (no binaries, say).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/support/server-process';

const run = promisify(execFile);

export type OwnedPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication: this machine only). */
  url: string;
  start: () => Promise<void>;
  /** `pg_ctl stop -m <mode>`: immediate is a crash (no goodbye to clients), fast ends every session with 57P01. */
  stop: (mode: 'immediate' | 'fast') => Promise<void>;
  /** The server's own log, for a failing test's message. */
  log: () => string;
  /** Stops the server if it runs and deletes its directory. */
  destroy: () => Promise<void>;
};

/** Where initdb and pg_ctl are: PG_BIN, else the PATH, else Debian's /usr/lib/postgresql/<newest>/bin. */
function findBinaries(): string | null {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

const onPath = (name: string) => [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'].some((dir) => dir && existsSync(path.join(dir, name)));

/** The user the server runs as when the test is root: `postgres`, if this machine has one. */
function serverUser(): { name: string; uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  try {
    const [name, , uid, gid] = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim().split(':');
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** Why this machine cannot run a PostgreSQL server for a test, or null when it can. */
export function whyNoOwnedPostgres(): string | null {
  if (!findBinaries()) return 'no PostgreSQL server binaries (initdb, pg_ctl) on PATH, in PG_BIN or in /usr/lib/postgresql/*/bin';
  if (userInfo().uid === 0 && !serverUser()) return 'the test runs as root, which PostgreSQL refuses, and there is no `postgres` user to run it as';
  if (userInfo().uid === 0 && !onPath('runuser')) return 'the test runs as root, which PostgreSQL refuses, and there is no runuser (util-linux) to run it as `postgres`';
  return null;
}

/** A fresh PostgreSQL server, started (see whyNoOwnedPostgres for where there cannot be one). */
export async function ownPostgres(): Promise<OwnedPostgres> {
  const reason = whyNoOwnedPostgres();
  if (reason) throw new Error(`Cannot run a PostgreSQL server here: ${reason}`);
  const bin = findBinaries()!;
  const user = serverUser();

  const dir = mkdtempSync(path.join(tmpdir(), 'zuuch-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgRun = (tool: string, args: string[]) =>
    user ? run('runuser', ['-u', user.name, '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const port = await freePort();
  // No fsync: the test's crashes are PostgreSQL's, not the machine's, and the server's own recovery is all they need.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start']);
    running = true;
  };
  const stop = async (mode: 'immediate' | 'fast') => {
    await pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    running = false;
  };
  try {
    await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy: async () => {
      if (running) await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
