import { createGroupCommit } from '../../src/lib/group-commit';

describe('group commit', () => {
  it('writes the items of one event-loop turn as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const group = createGroupCommit(async (items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => group.add(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('collects what arrives during a write into the next batch', async () => {
    const batches: string[][] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const group = createGroupCommit(async (items: string[]) => {
      batches.push(items);
      if (batches.length === 1) await firstWrite;
      return items;
    });
    const first = group.add('a');
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is now being written
    const later = ['b', 'c', 'd'].map((s) => group.add(s));
    release();
    expect(await Promise.all([first, ...later])).toEqual(['a', 'b', 'c', 'd']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('splits large bursts into batches of at most maxBatch items', async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => group.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('rejects every caller of a failed batch, and keeps working for the next one', async () => {
    let fail = true;
    const group = createGroupCommit(async (items: number[]) => {
      if (fail) throw new Error('disk full');
      return items;
    });
    const failed = await Promise.allSettled([group.add(1), group.add(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason.message).toBe('disk full');
    fail = false;
    await expect(group.add(3)).resolves.toBe(3);
  });

  it('refuses a writer that returns the wrong number of results', async () => {
    const group = createGroupCommit(async () => [] as number[]);
    await expect(group.add(1)).rejects.toThrow('0 results for 1 items');
  });
});
