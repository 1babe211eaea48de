import fs from 'fs';
import { LOCALE_CODES } from '@app/routing';
import os from 'os';
import path from 'path';
import { fixtureHash, reviseUntouched, untouchedSinceSeed } from '../../src/seed/revision';
import type { Fixture } from '../../src/seed/fixtures';
import type { Core } from '@strapi/strapi';

const SEEDED = Date.parse('2026-01-10T09:00:00Z');
const at = (ms: number) => new Date(SEEDED + ms).toISOString();
/** The versions the seed writes: a draft and a published version in each language, within a second. */
const seededRows = () =>
  LOCALE_CODES.flatMap((locale, i) => [
    { locale, createdAt: at(30 * i), updatedAt: at(30 * i) },
    { locale, createdAt: at(30 * i), updatedAt: at(30 * i) },
  ]);

describe('untouchedSinceSeed', () => {
  it('a document exactly as the seed wrote it is untouched', () => {
    expect(untouchedSinceSeed(seededRows())).toBe(true);
  });

  it("an editor's later save of any version, or a deleted language, counts as a change", () => {
    const edited = seededRows();
    edited[2]!.updatedAt = at(3 * 24 * 3600 * 1000);
    expect(untouchedSinceSeed(edited)).toBe(false);
    expect(untouchedSinceSeed(seededRows().filter((row) => row.locale === 'en'))).toBe(false);
    expect(untouchedSinceSeed([])).toBe(false);
  });

  it("after the seed's own later write (a revision), that write counts, and an edit after it does not", () => {
    const revisedAt = SEEDED + 90 * 24 * 3600 * 1000;
    const rows = seededRows().map((row) => ({ ...row, updatedAt: new Date(revisedAt - 200).toISOString() }));
    expect(untouchedSinceSeed(rows)).toBe(false);
    expect(untouchedSinceSeed(rows, revisedAt)).toBe(true);
    rows[0]!.updatedAt = new Date(revisedAt + 60_000).toISOString();
    expect(untouchedSinceSeed(rows, revisedAt)).toBe(false);
  });
});

describe('reviseUntouched', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
  const fixture = (key: string, text: string): Fixture => {
    const file = path.join(dir, `${key}.json`);
    const localized = {} as Fixture['localized'];
    for (const locale of LOCALE_CODES) localized[locale] = { text };
    fs.writeFileSync(file, JSON.stringify(localized));
    return { uid: 'api::page.page', key, file, shared: {}, localized };
  };
  const rowsOf: Record<string, ReturnType<typeof seededRows>> = {
    untouched: seededRows(),
    edited: seededRows().map((row, i) => (i === 0 ? { ...row, updatedAt: at(86_400_000) } : row)),
    unchanged: seededRows(),
  };
  const strapi = {
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { documentId: string } }) => rowsOf[where.documentId] ?? [],
      }),
    },
  };

  it('rewrites untouched documents whose fixture changed, keeps edited ones, and saves after each write', async () => {
    const unchanged = fixture('unchanged', 'same as before');
    const fixtures = [fixture('untouched', 'corrected'), fixture('edited', 'corrected'), unchanged];
    const state = {
      documents: {
        'api::page.page:untouched': 'untouched',
        'api::page.page:edited': 'edited',
        'api::page.page:unchanged': 'unchanged',
      },
      written: { 'api::page.page:unchanged': { hash: fixtureHash(unchanged), at: SEEDED } },
    };
    const writes: string[] = [];
    const saves: string[][] = [];
    const result = await reviseUntouched(
      strapi as unknown as Core.Strapi,
      fixtures,
      state,
      async (f, documentId) => void writes.push(`${f.key}→${documentId}`),
      async () => void saves.push(Object.keys(state.written)),
    );
    expect(result).toEqual({ revised: ['api::page.page:untouched'], kept: ['api::page.page:edited'] });
    expect(writes).toEqual(['untouched→untouched']);
    expect(state.written['api::page.page:untouched' as keyof typeof state.written]).toMatchObject({
      hash: fixtureHash(fixtures[0]!),
    });
    expect(saves).toEqual([['api::page.page:unchanged', 'api::page.page:untouched']]);
  });
});
