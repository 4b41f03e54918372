// A background worker's clock: runs `task` every `everyMs` in this process, never two runs at once (a slow run makes the
// next tick pass), until stopped; stopping waits for the run under way. A failed run is the task's to log (logRunFailure).
import { isDatabaseUnavailable } from './db/availability';

export function runEvery(task: () => Promise<void>, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= task().finally(() => (running = null));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * runEvery for a task that works through a queue and asks `shouldStop` between items: stopping tells it and then waits
 * for the run under way (a shutdown never cuts a send in half).
 */
export function runEveryUntilStopped(task: (shouldStop: () => boolean) => Promise<void>, everyMs: number): { stop(): Promise<void> } {
  let stopping = false;
  const worker = runEvery(() => task(() => stopping), everyMs);
  return {
    async stop() {
      stopping = true;
      await worker.stop();
    },
  };
}

/**
 * The catch of a worker's run: an error in the log, except while the database is away — the outage is told once, when
 * it begins and ends (server/db/availability.ts), not by every worker on every tick.
 */
export function logRunFailure(log: { error(obj: unknown, msg: string): void }, message: string): (err: unknown) => void {
  return (err) => {
    if (!isDatabaseUnavailable(err)) log.error({ err }, message);
  };
}
