import type { Core } from '@strapi/strapi';
import { FORM_BODY_LIMIT_BYTES } from '@app/validation';

type Window = { count: number; resetAt: number };

const errorBody = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message, details: {} },
});

/**
 * Runs before the body parser on the public form endpoints (`paths`): a per-IP request limit per route (429 with the standard error
 * body), a body size limit (413) and JSON-only bodies (415). The limit can be lifted for load
 * benchmarks with FORM_RATE_LIMIT_DISABLED=true — never by default.
 */
const formGuard: Core.MiddlewareFactory = (config: { paths?: string[] }, { strapi }) => {
  const paths = new Set(config.paths ?? []);
  const windows = new Map<string, Window>();
  const max = Number(process.env.FORM_RATE_LIMIT_MAX ?? 10);
  const windowMs = Number(process.env.FORM_RATE_LIMIT_WINDOW_MS ?? 60_000);
  const disabled = process.env.FORM_RATE_LIMIT_DISABLED === 'true';
  if (disabled)
    strapi.log.warn('[form-guard] rate limiting of the form endpoints is DISABLED (FORM_RATE_LIMIT_DISABLED=true)');

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, windowMs);
  sweep.unref();

  return async (ctx, next) => {
    if (!paths.has(ctx.path)) return next();
    if (!disabled) {
      const key = `${ctx.request.ip}|${ctx.method} ${ctx.path}`;
      const now = Date.now();
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      if (window.count > max) {
        ctx.set('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
        ctx.status = 429;
        ctx.body = errorBody(429, 'RateLimitError', 'Too many requests, please try again later.');
        return;
      }
    }
    if (ctx.method === 'POST') {
      if (Number(ctx.request.length ?? 0) > FORM_BODY_LIMIT_BYTES) {
        ctx.status = 413;
        ctx.body = errorBody(
          413,
          'PayloadTooLargeError',
          `The request body must not exceed ${FORM_BODY_LIMIT_BYTES} bytes.`,
        );
        return;
      }
      if (!ctx.is('application/json')) {
        ctx.status = 415;
        ctx.body = errorBody(415, 'UnsupportedMediaTypeError', 'Send the form as application/json.');
        return;
      }
    }
    await next();
  };
};

export default formGuard;
