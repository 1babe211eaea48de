#!/usr/bin/env node
// `npm run restore -- <archive> [--replace]`: puts a backup made by `npm run backup` into the database
// the CMS is configured for (same DATABASE_* settings as the CMS) and its media files into
// cms/public/uploads. Stop the CMS first. The target database must be empty (a fresh installation)
// unless --replace is given, which deletes what is there. Afterwards every table's row count is
// checked against the archive's manifest. Start the CMS with the SAME secrets as the backed-up one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SITE_DIR } from './lib/env.mjs';
import { PREVIEW_WORKSPACE } from './lib/preview.mjs';
import { run } from './lib/processes.mjs';
import { forgetBuildCaches } from './lib/site.mjs';
import {
  ARCHIVE_FORMAT,
  DUMP_FILE,
  UPLOADS_DIR,
  databaseConfig,
  decryptFile,
  isEncrypted,
} from './lib/backup-archive.mjs';

function sqliteCounts(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n]),
    );
  } finally {
    db.close();
  }
}

/** Puts the SQLite copy in place of the CMS's database file (and its write-ahead log, if any). */
async function restoreSqlite(db, dump, replace) {
  const hasData = fs.existsSync(db.file) && Object.keys(sqliteCounts(db.file)).length > 0;
  if (hasData && !replace) throw new Error(`${db.file} already holds a database; use --replace to delete it first`);
  fs.mkdirSync(path.dirname(db.file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${db.file}${suffix}`, { force: true });
  fs.copyFileSync(dump, db.file);
  return sqliteCounts(db.file);
}

async function pgTableCounts(client, schema) {
  const tables = await client.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
    [schema],
  );
  const counts = {};
  for (const { table_name: name } of tables.rows) {
    counts[name] = (await client.query(`SELECT COUNT(*)::int AS n FROM "${schema}"."${name}"`)).rows[0].n;
  }
  return counts;
}

/** pg_restore into the (empty, or emptied with --replace) database, in one transaction. */
async function restorePostgres(db, dump, replace) {
  const client = new pg.Client(db.connection);
  await client.connect();
  try {
    const existing = Object.keys(await pgTableCounts(client, db.schema));
    if (existing.length > 0 && !replace) {
      throw new Error(
        `database ${db.connection.database} already has ${existing.length} tables; use --replace to delete them first`,
      );
    }
    const others = await client.query(
      'SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    if (others.rows[0].n > 0) throw new Error(`${others.rows[0].n} other connection(s) to the database: stop the CMS`);
    if (existing.length > 0) {
      await client.query(`DROP SCHEMA "${db.schema}" CASCADE`);
      await client.query(`CREATE SCHEMA "${db.schema}"`);
    }
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${db.connection.database}`,
        dump,
      ],
      {
        env: { ...process.env, ...db.pgEnv },
      },
    );
    return await pgTableCounts(client, db.schema);
  } finally {
    await client.end();
  }
}

/** Every table of the archive with the same number of rows as when it was backed up. */
function verify(expected, actual) {
  const wrong = Object.entries(expected).filter(([table, n]) => actual[table] !== n);
  if (wrong.length > 0) {
    const list = wrong.map(([t, n]) => `${t}: ${actual[t] ?? 'missing'} rows, expected ${n}`).join('; ');
    throw new Error(`restored database differs from the backup: ${list}`);
  }
}

async function unpack(archive, stage) {
  let tarball = archive;
  if (isEncrypted(archive)) {
    if (!process.env.BACKUP_PASSPHRASE) throw new Error(`${archive} is encrypted: set BACKUP_PASSPHRASE`);
    tarball = path.join(stage, 'archive.tar.gz');
    await decryptFile(archive, tarball, process.env.BACKUP_PASSPHRASE);
  }
  const content = path.join(stage, 'content');
  fs.mkdirSync(content);
  await run('tar', ['-xzf', tarball, '-C', content, '--no-same-owner']);
  const manifest = JSON.parse(fs.readFileSync(path.join(content, 'manifest.json'), 'utf8'));
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`unknown archive format ${manifest.format}`);
  return { content, manifest };
}

async function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- <archive> [--replace]');
  const archive = path.resolve(positionals[0]);
  const db = databaseConfig();
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'kastell-restore-'));
  try {
    const { content, manifest } = await unpack(archive, stage);
    if (manifest.database !== db.client) {
      throw new Error(`the archive holds a ${manifest.database} database, but the CMS is set to ${db.client}`);
    }
    const dump = path.join(content, DUMP_FILE[db.client]);
    const restore = db.client === 'sqlite' ? restoreSqlite : restorePostgres;
    verify(manifest.tables, await restore(db, dump, values.replace === true));
    fs.mkdirSync(UPLOADS_DIR, { recursive: true });
    fs.cpSync(path.join(content, 'uploads'), UPLOADS_DIR, { recursive: true });
    // The next site and preview builds fetch everything: their caches hold the content before the restore.
    const forgotten = forgetBuildCaches([SITE_DIR, path.join(PREVIEW_WORKSPACE, 'site')]);
    console.log(
      `Restored ${archive} (made ${manifest.createdAt}): ${Object.keys(manifest.tables).length} tables checked, ` +
        `${manifest.uploads} media files into ${UPLOADS_DIR}. Start the CMS with the secrets of the backed-up one.` +
        (forgotten.length > 0
          ? `\nSite build caches emptied (the next build is a full one): ${forgotten.join(', ')}`
          : ''),
    );
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
