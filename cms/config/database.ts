import type { Core } from '@strapi/strapi';
import path from 'path';

/** The part of a better-sqlite3 connection the pool hook uses. */
type SqliteConnection = { pragma(source: string): unknown };

/**
 * Run on every connection the pool opens (PRAGMAs are per connection, except the journal mode, which is stored
 * in the file): write-ahead log, so readers never wait for a writer and a commit appends to one file; commits
 * durable before the visitor gets an answer (`synchronous = FULL`); and a wait of up to 5 s for a lock held by
 * another connection or process (a backup, a test reading the file) instead of failing with SQLITE_BUSY.
 */
const SQLITE_PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'busy_timeout = 5000'];

function tuneSqliteConnection(connection: SqliteConnection, done: (error: Error | null, c: unknown) => void): void {
  try {
    for (const pragma of SQLITE_PRAGMAS) connection.pragma(pragma);
    done(null, connection);
  } catch (error) {
    done(error as Error, connection);
  }
}

/** SQLite file under cms/ by default; PostgreSQL with DATABASE_CLIENT=postgres and DATABASE_* env. */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Compiled config lives in dist/config, so the cms/ folder is two levels up.
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: { afterCreate: tuneSqliteConnection },
    },
  };
};
