/**
 * `task` run one call at a time (a background worker's round): a call made
 * while one runs starts when that one has settled, failed or not, and answers
 * its own result. `settled()` waits for the last call (its failure is its
 * caller's to handle).
 */
export function oneAtATime<T>(task: () => Promise<T>): {
  run: () => Promise<T>;
  settled: () => Promise<void>;
} {
  let running: Promise<T> | null = null;
  return {
    run() {
      const next = (running ?? Promise.resolve()).then(
        () => task(),
        () => task(),
      );
      running = next;
      void next
        .finally(() => {
          if (running === next) running = null;
        })
        .catch(() => undefined);
      return next;
    },
    async settled() {
      await running?.catch(() => undefined);
    },
  };
}
