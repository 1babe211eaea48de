#!/usr/bin/env node
// `npm run backup [-- --out DIR]`: one archive with the CMS's whole database (content in every
// language, drafts, media records, admin users, API tokens, subscribers, contact messages, outgoing
// e-mail) and its uploaded media files. Safe while the CMS runs: the database copy is one consistent
// snapshot (SQLite's online backup, pg_dump's transaction snapshot). Secrets are NOT in the archive.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ROOT } from './lib/env.mjs';
import { run } from './lib/processes.mjs';
import {
  ARCHIVE_FORMAT,
  DUMP_FILE,
  UPLOADS_DIR,
  VISITOR_TABLES,
  databaseConfig,
  encryptFile,
} from './lib/backup-archive.mjs';

/** Copies the SQLite database with SQLite's online backup (consistent even with the CMS writing). */
async function dumpSqlite({ file }, target) {
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file}`);
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const tables = copy
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [name, copy.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n]),
    );
  } finally {
    copy.close();
  }
}

/**
 * pg_dump (custom format) inside a snapshot this script holds open, so the row counts in the manifest
 * describe exactly the dumped data even while the CMS keeps writing.
 */
async function dumpPostgres(db, target) {
  const client = new pg.Client(db.connection);
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id');
    const tables = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
      [db.schema],
    );
    const counts = {};
    for (const { table_name: name } of tables.rows) {
      const result = await client.query(`SELECT COUNT(*)::int AS n FROM "${db.schema}"."${name}"`);
      counts[name] = result.rows[0].n;
    }
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0].id}`, `--file=${target}`],
      { env: { ...process.env, ...db.pgEnv } },
    );
    return counts;
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await client.end();
  }
}

const countFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? path.join(ROOT, 'backups'));
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const db = databaseConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'kastell-backup-'));
  try {
    const dumpFile = DUMP_FILE[db.client];
    const started = Date.now();
    const target = path.join(stage, dumpFile);
    const tables = db.client === 'sqlite' ? await dumpSqlite(db, target) : await dumpPostgres(db, target);
    fs.mkdirSync(path.join(stage, 'uploads'));
    if (fs.existsSync(UPLOADS_DIR)) fs.cpSync(UPLOADS_DIR, path.join(stage, 'uploads'), { recursive: true });
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      database: db.client,
      tables,
      uploads: countFiles(path.join(stage, 'uploads')),
    };
    fs.writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const archive = path.join(outDir, `kastell-backup-${stamp}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', stage, 'manifest.json', dumpFile, 'uploads']);
    fs.chmodSync(archive, 0o600); // subscribers and contact messages are personal data
    let result = archive;
    if (process.env.BACKUP_PASSPHRASE) {
      result = `${archive}.enc`;
      await encryptFile(archive, result, process.env.BACKUP_PASSPHRASE);
      fs.rmSync(archive);
    }
    const visitors = VISITOR_TABLES.map((t) => `${t} ${tables[t] ?? 0}`).join(', ');
    console.log(
      `Backup written: ${result}\n  ${db.client}, ${Object.keys(tables).length} tables (${visitors}), ` +
        `${manifest.uploads} media files, ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (process.env.BACKUP_PASSPHRASE ? ', encrypted' : ', NOT encrypted (set BACKUP_PASSPHRASE)'),
    );
    return result;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
