/** Polls `read` (bounded) until `done` holds for its value; returns that value or throws `message`. */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  {
    timeoutMs = 10_000,
    intervalMs = 100,
    message = 'condition not met',
  }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${message} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
