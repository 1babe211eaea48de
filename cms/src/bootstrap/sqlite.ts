import type { Core } from '@strapi/strapi';

/**
 * SQLite in write-ahead-log mode: readers never wait for a writer, and a commit appends to one log file
 * instead of creating and deleting a rollback journal each time (on this project's test machine that
 * doubled the sign-ups per second). `synchronous` stays FULL: a commit is on disk when the visitor gets
 * an answer. The mode is stored in the database file; PostgreSQL is left alone.
 */
export async function tuneSqlite(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw('PRAGMA journal_mode = WAL');
  await strapi.db.connection.raw('PRAGMA synchronous = FULL');
}
