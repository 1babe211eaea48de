import type { Core } from '@strapi/strapi';

/**
 * Strapi's request log (`strapi::logger`) wrote `ctx.url`, query string included: a password sent in a login URL,
 * a newsletter link's token or a preview secret ended up in the log in clear. This one logs the method, the path
 * without the query, the time taken and the status — for every route, so a route added later is covered too.
 */
const requestLog: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (ctx, next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${ctx.path} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };

export default requestLog;
