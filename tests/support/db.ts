/**
 * Read and write access to a test CMS's database, to check what was really stored — the same calls on
 * SQLite (`CMS_DB_FILE`) and PostgreSQL (`CMS_DATABASE_URL`), through knex. SQL uses `?` placeholders;
 * Dates are bound as the CMS stores them (milliseconds on SQLite, timestamps on PostgreSQL), COUNT(*) and
 * other 64-bit integers come back as numbers on both.
 */
import knexFactory, { type Knex } from 'knex';
import { getTypeParser } from 'pg-types';

export type Row = Record<string, unknown>;

/** Where a test CMS keeps its data: a SQLite file or a PostgreSQL connection URL. */
export type DbTarget = { client: 'sqlite'; file: string } | { client: 'postgres'; url: string };

export interface TestDb {
  readonly client: DbTarget['client'];
  /** The first row the query returns, or undefined. */
  get<T = Row>(sql: string, ...params: unknown[]): Promise<T | undefined>;
  all<T = Row>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** Runs a statement that returns no rows (INSERT, UPDATE, DELETE). */
  run(sql: string, ...params: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** The test CMS's database as `scripts/test.mjs` names it in the environment. */
export function dbTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.CMS_DATABASE_URL) return { client: 'postgres', url: env.CMS_DATABASE_URL };
  if (env.CMS_DB_FILE) return { client: 'sqlite', file: env.CMS_DB_FILE };
  throw new Error('Neither CMS_DATABASE_URL nor CMS_DB_FILE is set');
}

const INT8 = 20;

function connect(target: DbTarget): Knex {
  if (target.client === 'sqlite') {
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename: target.file },
      useNullAsDefault: true,
    });
  }
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: target.url,
      types: {
        getTypeParser: (oid, format) => (oid === INT8 ? Number : getTypeParser(oid, format as 'text' | 'binary')),
      },
    },
    pool: { min: 0, max: 2 },
  });
}

/** Opens the database lazily (the first query connects); close it in `afterAll`. */
export function openDb(target: DbTarget = dbTargetFromEnv()): TestDb {
  const knex = connect(target);
  // knex.raw answers with the rows on SQLite and with a pg result ({ rows }) on PostgreSQL.
  const rows = async <T>(sql: string, params: unknown[]): Promise<T[]> => {
    const result = await knex.raw(sql, params as Knex.RawBinding[]);
    return (target.client === 'postgres' ? result.rows : result) as T[];
  };
  return {
    client: target.client,
    get: async <T>(sql: string, ...params: unknown[]) => (await rows<T>(sql, params))[0],
    all: (sql, ...params) => rows(sql, params),
    run: async (sql, ...params) => void (await knex.raw(sql, params as Knex.RawBinding[])),
    close: () => knex.destroy(),
  };
}
