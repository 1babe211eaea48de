import type { Core } from '@strapi/strapi';
import { seedNewLocales, type SeedLocalesState } from '../../src/seed/new-locales';
import type { Fixture } from '../../src/seed/fixtures';

// The site as it is after `npm run locale:add -- fr`: a third language the database has never seen.
jest.mock('@app/routing', () => ({ ...jest.requireActual('@app/routing'), LOCALE_CODES: ['en', 'de', 'fr'] }));

const SEEDED = Date.parse('2026-01-10T09:00:00Z');
const LATER = SEEDED + 86_400_000;
type Row = { documentId: string; locale: string; publishedAt: string | null; createdAt: string; updatedAt: string };

/** A fake CMS: versions as rows, the document service's update (a new language version) and publish. */
function cms(rows: Row[]) {
  const calls: string[] = [];
  const documents = {
    update: async ({ documentId, locale, data }: { documentId: string; locale: string; data: object }) => {
      calls.push(`update ${documentId} ${locale} ${JSON.stringify(data)}`);
      const now = new Date().toISOString();
      rows.push({ documentId, locale, publishedAt: null, createdAt: now, updatedAt: now });
    },
    publish: async ({ documentId, locale }: { documentId: string; locale: string }) =>
      void calls.push(`publish ${documentId} ${locale}`),
  };
  const strapi = {
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { documentId: string } }) =>
          rows.filter((row) => row.documentId === where.documentId),
      }),
    },
    contentType: () => ({ attributes: { title: { type: 'string' }, date: { type: 'date' } } }),
    documents: () => documents,
  };
  return { strapi: strapi as unknown as Core.Strapi, calls };
}

const versions = (documentId: string, locales: string[], { published = true, updatedAt = SEEDED } = {}): Row[] =>
  locales.flatMap((locale) => {
    const at = new Date(SEEDED).toISOString();
    const row = { documentId, locale, createdAt: at, updatedAt: new Date(updatedAt).toISOString() };
    return published
      ? [
          { ...row, publishedAt: at },
          { ...row, publishedAt: null },
        ]
      : [{ ...row, publishedAt: null }];
  });

const fixture = (key: string): Fixture => ({
  uid: 'api::page.page',
  key,
  file: `pages/${key}.json`,
  shared: { date: '2026-01-01' },
  localized: {
    en: { title: `${key} en` },
    de: { title: `${key} de` },
    fr: { title: `[FR] ${key} en` },
  } as Fixture['localized'],
});

const ctx = { media: async () => 1, documentId: () => 'x' };
const stateOf = (keys: string[], extra: Partial<SeedLocalesState> = {}): SeedLocalesState => ({
  documents: Object.fromEntries(keys.map((key) => [`api::page.page:${key}`, key])),
  ...extra,
});

describe('seedNewLocales (a language added after the first boot)', () => {
  it('gives every seeded document its version in the new language, published where the document is', async () => {
    const { strapi, calls } = cms([
      ...versions('home', ['en', 'de']),
      ...versions('draft', ['en', 'de'], { published: false }),
      ...versions('edited', ['en', 'de'], { updatedAt: LATER }),
    ]);
    const state = stateOf(['home', 'draft', 'edited', 'deleted'], {
      written: { 'api::page.page:home': { hash: 'h', at: SEEDED }, 'api::page.page:edited': { hash: 'e', at: SEEDED } },
    });
    const saves: unknown[] = [];
    const before = Date.now();
    const added = await seedNewLocales(
      strapi,
      ['home', 'draft', 'edited', 'deleted'].map(fixture),
      state,
      ctx,
      async () => saves.push(structuredClone(state.locales)),
    );
    expect(added).toEqual(['fr']);
    // Only the language's own fields: the shared ones (`date`) stay as the other languages have them.
    expect(calls).toEqual([
      'update home fr {"title":"[FR] home en"}',
      'publish home fr',
      'update draft fr {"title":"[FR] draft en"}',
      'update edited fr {"title":"[FR] edited en"}',
      'publish edited fr',
    ]);
    expect(state.locales).toEqual(['en', 'de', 'fr']);
    expect(saves).toEqual([['en', 'de', 'fr']]);
    // Untouched stays untouched for later fixture revisions; an editor's change stays the editor's.
    expect(state.written?.['api::page.page:home']?.at).toBeGreaterThanOrEqual(before);
    expect(state.written?.['api::page.page:home']?.hash).toBe('h');
    expect(state.written?.['api::page.page:edited']).toEqual({ hash: 'e', at: SEEDED });
  });

  it('never writes a language the seed loaded before: a version an editor deleted stays deleted', async () => {
    const { strapi, calls } = cms(versions('home', ['en', 'de']));
    const state = stateOf(['home'], { locales: ['en', 'de', 'fr'] });
    expect(await seedNewLocales(strapi, [fixture('home')], state, ctx, async () => undefined)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('on a fresh install (every language just loaded) writes nothing and records the languages', async () => {
    const { strapi, calls } = cms(versions('home', ['en', 'de', 'fr']));
    const state = stateOf(['home']);
    expect(await seedNewLocales(strapi, [fixture('home')], state, ctx, async () => undefined)).toEqual([]);
    expect(calls).toEqual([]);
    expect(state.locales).toEqual(['en', 'de', 'fr']);
  });
});
