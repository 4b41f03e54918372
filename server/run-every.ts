// A background worker's clock: runs `task` every `everyMs` in this process, never two runs at once (a slow run makes the
// next tick pass), until stopped; stopping waits for the run under way. A failed run is the task's to log.
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
