import { CHUNK_TIMEOUT_MS, loadChunk } from './chunk-guard';

/** A fake clock and session storage; `wait` advances the clock at once. */
function environment({ online = true, reloadedAt }: { online?: boolean; reloadedAt?: number } = {}) {
  let now = 1_000_000;
  const store = new Map<string, string>(reloadedAt === undefined ? [] : [['chunk-reload-at', String(reloadedAt)]]);
  const env = {
    now: () => now,
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    reload: jest.fn(),
    online: () => online,
    wait: async (ms: number) => void (now += ms),
    giveUp: jest.fn(),
  };
  return { env, store, elapsed: () => now - 1_000_000 };
}

const failing = () => jest.fn(() => Promise.reject(new Error('ChunkLoadError')));

describe('a failing chunk', () => {
  it('reloads the page on the first failure, and notes when', async () => {
    const { env, store } = environment();
    void loadChunk(failing(), env);
    await new Promise((r) => setTimeout(r, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(store.get('chunk-reload-at')).toBe('1000000');
  });

  it('after a reload less than 60 s ago: retries, then after 120 s gives up with the message, never reloading', async () => {
    const { env, elapsed } = environment({ reloadedAt: 1_000_000 - 5_000 });
    const load = failing();
    await expect(loadChunk(load, env)).rejects.toThrow('ChunkLoadError');
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.giveUp).toHaveBeenCalledTimes(1);
    expect(elapsed()).toBe(CHUNK_TIMEOUT_MS); // the last attempt falls on the 120 s mark, the message after it
    expect(load.mock.calls.length).toBeGreaterThan(5);
  });

  it('offline: no reload (it would show the browser error page); a retry succeeds once the file loads', async () => {
    const { env } = environment({ online: false });
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    await expect(loadChunk(load, env)).resolves.toBe('module');
    expect(env.reload).not.toHaveBeenCalled();
  });
});
