/** A fixed-window request counter per key (client IP), with expired windows swept away. */
export type RateLimitSettings = { max: number; windowMs: number; disabled: boolean };

export type RateLimiter = {
  /** Counts one request for `key`; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string): number;
};

/** A whole number > 0 from the environment, or `fallback` when unset; anything else fails the boot. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) {
    throw new Error(`${name} must be a whole number greater than 0, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * The form rate limit from the environment. A value that is not a positive whole number fails the boot instead
 * of silently disabling the limit (`Number('abc')` is NaN, and `count > NaN` is never true).
 */
export function rateLimitSettings(env: NodeJS.ProcessEnv = process.env): RateLimitSettings {
  const disabled = env.FORM_RATE_LIMIT_DISABLED ?? 'false';
  if (disabled !== 'true' && disabled !== 'false') {
    throw new Error(`FORM_RATE_LIMIT_DISABLED must be "true" or "false", got "${disabled}"`);
  }
  return {
    max: positiveInteger(env, 'FORM_RATE_LIMIT_MAX', 10),
    windowMs: positiveInteger(env, 'FORM_RATE_LIMIT_WINDOW_MS', 60_000),
    disabled: disabled === 'true',
  };
}

export function createRateLimiter({ max, windowMs }: RateLimitSettings): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, windowMs);
  sweep.unref();

  return {
    hit(key) {
      const now = Date.now();
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count > max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
  };
}
