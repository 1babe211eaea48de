/**
 * Group commit: callers add one item each and wait for its result; items that arrive while the
 * previous batch is being written are written together in the next one. Under load this turns many
 * small transactions (one disk sync each) into few larger ones; a lone request waits only for the
 * next turn of the event loop.
 */
export interface GroupCommit<Item, Result> {
  add(item: Item): Promise<Result>;
  /** Resolves once everything added so far has been written (or has failed). */
  idle(): Promise<void>;
}

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

/**
 * `write` receives a batch (at most `maxBatch` items, in arrival order) and returns one result per item,
 * in the same order. If it throws, every caller of that batch gets the error.
 */
export function createGroupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { maxBatch = 200 }: { maxBatch?: number } = {},
): GroupCommit<Item, Result> {
  let queue: Array<Waiting<Item, Result>> = [];
  let running: Promise<void> | null = null;

  async function writeBatch(batch: Array<Waiting<Item, Result>>): Promise<void> {
    try {
      const results = await write(batch.map((w) => w.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit: ${results.length} results for ${batch.length} items`);
      }
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  async function run(): Promise<void> {
    // Let the requests of this event-loop turn join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    running = null;
  }

  return {
    add(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= run();
      });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
