/**
 * An in-memory SQLite database with tables laid out the way Strapi creates them from our content-type
 * schemas (snake_case columns, the system columns, declared indexes), so code that writes to those tables
 * with knex can be unit-tested against the real column names.
 */
import fs from 'fs';
import path from 'path';
import knexFactory, { type Knex } from 'knex';

type Schema = {
  collectionName: string;
  attributes: Record<string, { type: string; unique?: boolean; default?: unknown }>;
  indexes?: Array<{ name: string; columns: string[]; type?: string }>;
};

const API = path.resolve(__dirname, '..', '..', 'src', 'api');
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function readSchema(name: string): Schema {
  return JSON.parse(fs.readFileSync(path.join(API, name, 'content-types', name, 'schema.json'), 'utf8')) as Schema;
}

async function createTable(knex: Knex, schema: Schema): Promise<void> {
  await knex.schema.createTable(schema.collectionName, (t) => {
    t.increments('id');
    t.string('document_id');
    for (const [name, attr] of Object.entries(schema.attributes)) {
      const column = snake(name);
      const col =
        attr.type === 'integer'
          ? t.integer(column)
          : attr.type === 'datetime'
            ? t.datetime(column)
            : attr.type === 'text'
              ? t.text(column)
              : t.string(column);
      if (attr.default !== undefined) col.defaultTo(attr.default as Knex.Value);
    }
    t.datetime('created_at');
    t.datetime('updated_at');
    t.datetime('published_at');
    t.string('locale');
  });
  for (const index of schema.indexes ?? []) {
    await knex.schema.alterTable(schema.collectionName, (t) =>
      index.type === 'unique' ? t.unique(index.columns, { indexName: index.name }) : t.index(index.columns, index.name),
    );
  }
}

/** A fresh database with the tables of the named content types (folder names under cms/src/api). */
export async function schemaDb(...names: string[]): Promise<Knex> {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  for (const name of names) await createTable(knex, readSchema(name));
  return knex;
}
