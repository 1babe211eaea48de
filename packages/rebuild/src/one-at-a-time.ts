/** Runs the tasks it is given one after the other; `stop()` ends it. */
export type OneAtATime = {
  <T>(task: () => Promise<T>): Promise<T>;
  /** Waiting and new tasks reject instead of starting; the running one finishes. */
  stop(): void;
};

/**
 * One after the other, in the order given: two Gatsby builds at once would starve both, and the fast path and a whole
 * build share the output folder. A task that fails does not stop the next.
 */
export function oneAtATime(): OneAtATime {
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    const start = () => (stopped ? Promise.reject(new Error('the rebuild service is stopping')) : task());
    const result = queue.then(start, start);
    queue = result.catch(() => undefined);
    return result;
  };
  return Object.assign(run, {
    stop: () => {
      stopped = true;
    },
  });
}
