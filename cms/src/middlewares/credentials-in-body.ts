import type { Core } from '@strapi/strapi';
import { errorBody } from './lib/error-body';
import { allowedQueryKeys } from './lib/auth-routes';

/** Fields of the admin's sign-in forms that hold an e-mail address (one rate-limit bucket per address). */
const EMAIL_FIELDS = ['email'] as const;

type Refusal = { status: number; name: string; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a request to a sign-in route is refused, or undefined when it may go on. */
function refusal(ctx: Parameters<Core.MiddlewareHandler>[0]): Refusal | undefined {
  const allowed = allowedQueryKeys(ctx.state.route?.handler);
  const unknown = Object.keys(ctx.query).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    const message = 'Send sign-in details as JSON in the request body; this address takes no query parameters.';
    return { status: 400, name: 'ValidationError', message };
  }
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
  if (hasBody && !ctx.is('json')) {
    return { status: 415, name: 'UnsupportedMediaTypeError', message: 'Send sign-in details as application/json.' };
  }
  const body: unknown = ctx.request.body;
  if (hasBody && !isPlainObject(body)) {
    return { status: 400, name: 'ValidationError', message: 'The request body must be a JSON object.' };
  }
  const wrong = EMAIL_FIELDS.find((field) => isPlainObject(body) && field in body && typeof body[field] !== 'string');
  if (wrong !== undefined) return { status: 400, name: 'ValidationError', message: `"${wrong}" must be text.` };
  return undefined;
}

/**
 * Route middleware of the admin's sign-in routes (login, registration, password reset; installed by
 * `lib/auth-routes.ts`, before Strapi's rate limit). Credentials count only in a JSON body: a query string with
 * them (or any parameter the route does not take) is a 400, so they never reach a URL, a log or a second
 * rate-limit bucket; a form-encoded body is a 415. The e-mail is trimmed and lower-cased before the rate limit
 * and the login read it: one bucket per address and client, however the address is written.
 */
const credentialsInBody: Core.MiddlewareFactory = () => async (ctx, next) => {
  const refused = refusal(ctx);
  if (refused !== undefined) {
    ctx.status = refused.status;
    ctx.body = errorBody(refused.status, refused.name, refused.message);
    return;
  }
  const body: unknown = ctx.request.body;
  if (isPlainObject(body)) {
    for (const field of EMAIL_FIELDS) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value.trim().toLowerCase();
    }
  }
  await next();
};

export default credentialsInBody;
