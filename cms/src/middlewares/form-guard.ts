import type { Core } from '@strapi/strapi';
import { FORM_BODY_LIMIT_BYTES } from '@app/validation';
import { isBodyDeferralInstalled } from './lib/deferred-body';
import { errorBody } from './lib/error-body';
import { DISCARD_LIMIT_BYTES, discardRest, readJsonBody } from './lib/json-body';
import { createRateLimiter, rateLimitSettings } from './lib/rate-limit';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Route middleware for public endpoints that accept a visitor's form: add `config: { middlewares:
 * ['global::form-guard'] }` to the route. Per client IP and route (one bucket however the path is spelled) at
 * most FORM_RATE_LIMIT_MAX requests per FORM_RATE_LIMIT_WINDOW_MS (429); the body must be a JSON object of at
 * most FORM_BODY_LIMIT_BYTES (413), sent as application/json (415). Strapi's body parser steps aside for these
 * routes (`lib/deferred-body.ts`), so refused bodies are never parsed or kept: the rest of a refused upload is
 * thrown away as it arrives, and the connection is cut after DISCARD_LIMIT_BYTES.
 */
const formGuard: Core.MiddlewareFactory = (_config, { strapi }) => {
  if (!isBodyDeferralInstalled()) {
    throw new Error('deferBodiesToRoutes(strapi) must run in register() before routes use the form guard');
  }
  const settings = rateLimitSettings();
  const limiter = createRateLimiter(settings);
  if (settings.disabled) {
    strapi.log.warn('[form-guard] rate limiting of the form endpoints is DISABLED (FORM_RATE_LIMIT_DISABLED=true)');
  }

  return async (ctx, next) => {
    const refuse = (status: number, name: string, message: string) => {
      discardRest(ctx.req, DISCARD_LIMIT_BYTES);
      ctx.status = status;
      ctx.body = errorBody(status, name, message);
    };
    const retryAfter = settings.disabled ? 0 : limiter.hit(ctx.request.ip);
    if (retryAfter > 0) {
      ctx.set('Retry-After', String(retryAfter));
      return refuse(429, 'RateLimitError', 'Too many requests, please try again later.');
    }
    if (METHODS_WITH_BODY.has(ctx.method)) {
      const read = await readJsonBody(ctx, FORM_BODY_LIMIT_BYTES);
      if (!read.ok) return refuse(read.status, read.name, read.message);
      ctx.request.body = read.body;
    }
    await next();
  };
};

export default formGuard;
