/** The part of better-sqlite3's API the tests use to read the test CMS's database (the package ships no types). */
declare module 'better-sqlite3' {
  namespace Database {
    type Options = { readonly?: boolean; fileMustExist?: boolean };
    interface Statement {
      get(...params: unknown[]): unknown;
      all(...params: unknown[]): unknown[];
    }
    interface Database {
      prepare(sql: string): Statement;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      close(): void;
    }
  }
  const Database: new (filename: string, options?: Database.Options) => Database.Database;
  export = Database;
}
