import Database from 'better-sqlite3';

/** Read access to the test CMS's SQLite file, to check what was really stored. */
export function openDb() {
  const file = process.env.CMS_DB_FILE;
  if (!file) throw new Error('CMS_DB_FILE is not set');
  return new Database(file, { fileMustExist: true });
}
