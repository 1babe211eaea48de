import type { Core } from '@strapi/strapi';
import { isSiteBuild, type Auth } from '../policies/lib/query-rules';
import { errorBody } from './lib/error-body';
import { positiveInteger } from './lib/rate-limit';

/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014';

/** How long one statement of a public read may run on PostgreSQL (PUBLIC_QUERY_TIMEOUT_MS, default 2 s). */
export const publicQueryTimeoutMs = (env: NodeJS.ProcessEnv = process.env) =>
  positiveInteger(env, 'PUBLIC_QUERY_TIMEOUT_MS', 2_000);

type Transaction = { raw(sql: string): Promise<unknown> };

/**
 * Runs `work` in a transaction whose statements PostgreSQL cancels after `ms` milliseconds (`SET LOCAL` ends with
 * the transaction; Strapi's queries inside `strapi.db.transaction` run on it).
 */
export async function withStatementTimeout(strapi: Core.Strapi, ms: number, work: () => Promise<unknown>) {
  await strapi.db.transaction(async ({ trx }: { trx: Transaction }) => {
    await trx.raw(`SET LOCAL statement_timeout = ${Math.floor(ms)}`);
    await work();
  });
}

const isCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED;

/**
 * Route middleware of every content-API read (`readGuards()`): on PostgreSQL a public read's statements are
 * cancelled after PUBLIC_QUERY_TIMEOUT_MS, so no anonymous request holds a database connection longer; the
 * visitor gets a 503 to retry. The site's builds (their tokens) read without the limit. On SQLite a statement
 * cannot be interrupted (better-sqlite3 runs it on the process's one thread): there the query budget
 * (`policies/lib/query-rules.ts`) is what bounds the work.
 */
const queryTimeLimit: Core.MiddlewareFactory = (_config, { strapi }) => {
  const ms = publicQueryTimeoutMs();
  const isPostgres = strapi.db.dialect.client === 'postgres';
  return async (ctx, next) => {
    if (!isPostgres || isSiteBuild(ctx.state.auth as Auth)) return next();
    try {
      await withStatementTimeout(strapi, ms, next);
    } catch (error) {
      if (!isCancelled(error)) throw error;
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = errorBody(503, 'ServiceUnavailableError', 'The query took too long. Please try again later.');
    }
  };
};

export default queryTimeLimit;
