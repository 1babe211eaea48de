import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, placeholderMark } from '@app/routing';
import { publishedLocales } from '../../src/seed';
import { seedNewLocales, type SeedLocalesState } from '../../src/seed/new-locales';
import type { Fixture } from '../../src/seed/fixtures';

// The site as it is after `npm run locale:add`: a language the database has never seen, after those it was seeded in
// (any language LOCALES does not have yet).
jest.mock('@app/routing', () => {
  const actual = jest.requireActual<{ LOCALE_CODES: string[] }>('@app/routing');
  const spare = ['fr', 'it', 'es', 'nl', 'pl', 'pt'].find((code) => !actual.LOCALE_CODES.includes(code));
  return { ...actual, LOCALE_CODES: [...actual.LOCALE_CODES, spare] };
});
const SEEDED_IN: string[] = LOCALE_CODES.slice(0, -1);
const ADDED: string = LOCALE_CODES[LOCALE_CODES.length - 1]!;

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

/** A fixture with a version in every seeded language and one in the added language (translated, or still marked). */
const fixture = (key: string, { marked = false } = {}): Fixture => ({
  uid: 'api::page.page',
  key,
  file: `pages/${key}.json`,
  shared: { date: '2026-01-01' },
  localized: Object.fromEntries([
    ...SEEDED_IN.map((locale) => [locale, { title: `${key} ${locale}` }]),
    [ADDED, { title: `${marked ? placeholderMark(ADDED) : ''}${key} ${DEFAULT_LOCALE}` }],
  ]) as Fixture['localized'],
});

const ctx = { media: async () => 1, documentId: () => 'x' };
const stateOf = (keys: string[], extra: Partial<SeedLocalesState> = {}): SeedLocalesState => ({
  documents: Object.fromEntries(keys.map((key) => [`api::page.page:${key}`, key])),
  ...extra,
});

describe('seedNewLocales (a language added after the first boot)', () => {
  it('gives every seeded document its version in the new language, published where the document is', async () => {
    const { strapi, calls } = cms([
      ...versions('home', SEEDED_IN),
      ...versions('draft', SEEDED_IN, { published: false }),
      ...versions('edited', SEEDED_IN, { updatedAt: LATER }),
    ]);
    const state = stateOf(['home', 'draft', 'edited', 'deleted'], {
      written: { 'api::page.page:home': { hash: 'h', at: SEEDED }, 'api::page.page:edited': { hash: 'e', at: SEEDED } },
    });
    const saves: unknown[] = [];
    const before = Date.now();
    const added = await seedNewLocales(
      strapi,
      ['home', 'draft', 'edited', 'deleted'].map((key) => fixture(key)),
      state,
      ctx,
      async () => saves.push(structuredClone(state.locales)),
    );
    expect(added).toEqual([ADDED]);
    // Only the language's own fields: the shared ones (`date`) stay as the other languages have them.
    expect(calls).toEqual([
      `update home ${ADDED} {"title":"home ${DEFAULT_LOCALE}"}`,
      `publish home ${ADDED}`,
      `update draft ${ADDED} {"title":"draft ${DEFAULT_LOCALE}"}`,
      `update edited ${ADDED} {"title":"edited ${DEFAULT_LOCALE}"}`,
      `publish edited ${ADDED}`,
    ]);
    expect(state.locales).toEqual([...SEEDED_IN, ADDED]);
    expect(saves).toEqual([[...SEEDED_IN, ADDED]]);
    // Untouched stays untouched for later fixture revisions; an editor's change stays the editor's.
    expect(state.written?.['api::page.page:home']?.at).toBeGreaterThanOrEqual(before);
    expect(state.written?.['api::page.page:home']?.hash).toBe('h');
    expect(state.written?.['api::page.page:edited']).toEqual({ hash: 'e', at: SEEDED });
  });

  it('a version still marked for translation stays a draft, even where the document is published', async () => {
    const { strapi, calls } = cms(versions('home', SEEDED_IN));
    const state = stateOf(['home']);
    const added = await seedNewLocales(strapi, [fixture('home', { marked: true })], state, ctx, async () => undefined);
    expect(added).toEqual([ADDED]);
    expect(calls).toEqual([`update home ${ADDED} {"title":"${placeholderMark(ADDED)}home ${DEFAULT_LOCALE}"}`]);
  });

  it('never writes a language the seed loaded before: a version an editor deleted stays deleted', async () => {
    const { strapi, calls } = cms(versions('home', SEEDED_IN));
    const state = stateOf(['home'], { locales: [...SEEDED_IN, ADDED] });
    expect(await seedNewLocales(strapi, [fixture('home')], state, ctx, async () => undefined)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('on a fresh install (every language just loaded) writes nothing and records the languages', async () => {
    const { strapi, calls } = cms(versions('home', [...SEEDED_IN, ADDED]));
    const state = stateOf(['home']);
    expect(await seedNewLocales(strapi, [fixture('home')], state, ctx, async () => undefined)).toEqual([]);
    expect(calls).toEqual([]);
    expect(state.locales).toEqual([...SEEDED_IN, ADDED]);
  });
});

test('a fresh install publishes every translated version of a fixture and keeps a marked one a draft', () => {
  expect(publishedLocales(fixture('home'))).toEqual([...SEEDED_IN, ADDED]);
  expect(publishedLocales(fixture('home', { marked: true }))).toEqual(SEEDED_IN);
});
