/** Runs queued tasks at most `max` at a time, in the order they were queued. */
export function createLimiter(max: number) {
  const queue: (() => Promise<unknown>)[] = [];
  let active = 0;
  const pump = () => {
    while (active < max && queue.length > 0) {
      const task = queue.shift()!;
      active++;
      task()
        .catch(() => {})
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    run(task: () => Promise<unknown>) {
      queue.push(task);
      pump();
    },
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
  };
}
