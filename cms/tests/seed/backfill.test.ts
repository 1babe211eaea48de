import path from 'path';
import { backfillRequiredFields } from '../../src/seed/backfill';
import { readFixtures, type Fixture } from '../../src/seed/fixtures';
import { readSchema } from '../support/schema-db';
import type { Core } from '@strapi/strapi';

type Row = Record<string, unknown>;

const NUMBER_OR_DATE = new Set(['integer', 'biginteger', 'decimal', 'float', 'date', 'datetime']);

/**
 * Strapi's query engine over rows in memory: `updateMany` by `documentId` and the field being empty. Like the real
 * one, it refuses to compare a number or a date field with '' ("Expected a valid Number, got").
 */
/** The part of Strapi the backfill uses: content-type schemas and `db.query().updateMany`. */
function fakeStrapi(rows: Record<string, Row[]>): Core.Strapi {
  const schemas: Record<string, { attributes: Record<string, { type: string }> }> = {
    'api::global.global': readSchema('global'),
    'api::page.page': readSchema('page'),
    'api::quiz.quiz': readSchema('quiz'),
    'api::post.post': readSchema('post'),
  };
  const fake = {
    contentType: (uid: string) => schemas[uid] ?? { attributes: {} },
    db: {
      query: (uid: string) => ({
        updateMany: async ({ where, data }: { where: { documentId: string; $or: Row[] }; data: Row }) => {
          const [field] = Object.keys(data) as [string];
          const type = schemas[uid]!.attributes[field]!.type;
          if (NUMBER_OR_DATE.has(type) && JSON.stringify(where).includes('""')) {
            throw new Error(`Expected a valid ${type}, got `);
          }
          const hits = (rows[uid] ?? []).filter(
            (row) => row.documentId === where.documentId && (row[field] === null || row[field] === ''),
          );
          for (const row of hits) Object.assign(row, data);
          return { count: hits.length };
        },
      }),
    },
  };
  return fake as unknown as Core.Strapi;
}

const fixtures = readFixtures(path.resolve(__dirname, '../../fixtures'));
const global = fixtures.find((f) => f.uid === 'api::global.global')!;
const documentIdOf = (f: Fixture) =>
  ({ 'api::global.global': 'g1', 'api::page.page': 'p1', 'api::quiz.quiz': 'q1', 'api::post.post': 'p1' })[f.uid];

describe('backfillRequiredFields (an install seeded before a required field existed)', () => {
  it("fills the global settings' public address on every version where it is empty, from the fixture", async () => {
    const rows = {
      'api::global.global': [
        { documentId: 'g1', locale: 'en', publishedAt: null, siteUrl: null, email: 'editor@example.com' },
        { documentId: 'g1', locale: 'en', publishedAt: '2026-01-01', siteUrl: null, email: 'editor@example.com' },
        { documentId: 'g1', locale: 'de', publishedAt: null, siteUrl: '', email: 'editor@example.com' },
      ],
    };
    const filled = await backfillRequiredFields(fakeStrapi(rows), [global], documentIdOf);
    expect(filled).toEqual(['api::global.global:single.siteUrl']);
    expect(rows['api::global.global'].map((r) => r.siteUrl)).toEqual([
      global.shared.siteUrl,
      global.shared.siteUrl,
      global.shared.siteUrl,
    ]);
    expect(global.shared.siteUrl).toBe('https://www.kastell-labs.example');
    // Only the empty field: the editor's e-mail address (also required and shared) is left as it is.
    expect(rows['api::global.global'].every((r) => r.email === 'editor@example.com')).toBe(true);
  });

  it('on an install seeded from the current fixtures, changes nothing, and compares numbers and dates with null only', async () => {
    const rows = {
      'api::quiz.quiz': [{ documentId: 'q1', locale: 'en', threshold: 1 }],
      'api::post.post': [{ documentId: 'p1', locale: 'en', date: '2026-03-12' }],
    };
    expect(await backfillRequiredFields(fakeStrapi(rows), fixtures, documentIdOf)).toEqual([]);
    expect(rows['api::quiz.quiz'][0]!.threshold).toBe(1);
  });

  it("never overwrites an editor's value, and does nothing for a document that was not seeded", async () => {
    const rows = { 'api::global.global': [{ documentId: 'g1', locale: 'en', siteUrl: 'https://www.example.org' }] };
    expect(await backfillRequiredFields(fakeStrapi(rows), [global], documentIdOf)).toEqual([]);
    expect(rows['api::global.global'][0]!.siteUrl).toBe('https://www.example.org');
    expect(await backfillRequiredFields(fakeStrapi(rows), [global], () => undefined)).toEqual([]);
  });
});
