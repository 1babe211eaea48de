// What `npm run backup` and `npm run restore` share: where the CMS keeps its data (read the way
// cms/config/database.ts reads it), the archive's layout, and its optional encryption.
//
// Archive (a .tar.gz; `.tar.gz.enc` when BACKUP_PASSPHRASE is set):
//   manifest.json                   format, creation time, database kind, row count of every table
//   database.sqlite | database.pgdump
//   uploads/                        cms/public/uploads (media files of the local upload provider)
import path from 'node:path';
import { CMS_DIR, parseEnvFile } from './env.mjs';

export { decryptFile, encryptFile, isEncrypted } from './backup-crypto.mjs';

export const ARCHIVE_FORMAT = 1;
export const UPLOADS_DIR = path.join(CMS_DIR, 'public', 'uploads');
export const DUMP_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };
/** Tables of what visitors sent, named in the backup's summary line. */
export const VISITOR_TABLES = ['subscribers', 'contact_messages', 'outgoing_emails'];

/** A CMS setting: the process environment first, then cms/.env (where Strapi reads it from too). */
function setting(name, fallback) {
  const fromFile = parseEnvFile(path.join(CMS_DIR, '.env'));
  return process.env[name] ?? fromFile[name] ?? fallback;
}

/**
 * The CMS's database: `{ client: 'sqlite', file }` or `{ client: 'postgres', connection }` with a
 * connection object for `pg` and the PG* environment for pg_dump / pg_restore.
 * @returns {{ client: 'sqlite', file: string }
 *   | { client: 'postgres', connection: import('pg').ClientConfig & { host: string, port: number, database: string,
 *       user: string, password: string }, schema: string, pgEnv: Record<string, string> }}
 */
export function databaseConfig() {
  const client = setting('DATABASE_CLIENT', 'sqlite');
  if (client === 'sqlite') {
    return { client, file: path.resolve(CMS_DIR, setting('DATABASE_FILENAME', '.tmp/data.db')) };
  }
  if (client !== 'postgres') throw new Error(`DATABASE_CLIENT=${client} is not supported (sqlite or postgres)`);
  const url = setting('DATABASE_URL');
  const parsed = url ? new URL(url) : null;
  const connection = {
    host: parsed?.hostname || setting('DATABASE_HOST', '127.0.0.1'),
    port: Number(parsed?.port || setting('DATABASE_PORT', '5432')),
    database: parsed ? decodeURIComponent(parsed.pathname.slice(1)) : setting('DATABASE_NAME', 'strapi'),
    user: parsed ? decodeURIComponent(parsed.username) : setting('DATABASE_USERNAME', 'strapi'),
    password: parsed ? decodeURIComponent(parsed.password) : setting('DATABASE_PASSWORD', ''),
    ssl: setting('DATABASE_SSL', 'false') === 'true' ? { rejectUnauthorized: false } : false,
  };
  const schema = setting('DATABASE_SCHEMA', 'public');
  const pgEnv = {
    PGHOST: connection.host,
    PGPORT: String(connection.port),
    PGDATABASE: connection.database,
    PGUSER: connection.user,
    PGPASSWORD: connection.password,
    PGSSLMODE: connection.ssl ? 'require' : 'prefer',
  };
  return { client, connection, schema, pgEnv };
}
