import { createHash } from 'crypto';
import fs from 'fs';
import type { Core, UID } from '@strapi/strapi';
import { LOCALE_CODES } from '@app/routing';
import type { Fixture } from './fixtures';

/**
 * The revision of the fixture content. Fixtures are loaded once; when their content is corrected in a way every
 * install should get, this number goes up, and the next boot brings each seeded document whose fixture changed and
 * which no editor has touched to the new content. A document an editor changed keeps the editor's version (the log
 * names it for a review by hand). 2: the prospectus exemptions stated precisely, one word per concept, the privacy
 * policy naming every storage and service. 3: every "Book a discovery call" button of the service and industry
 * pages opens the booking (`#booking`) instead of jumping to the footer. 4: key figures that are numbers stored as
 * numbers with their unit, which the site writes the way each language does. 5: the prospectus regime after the
 * Listing Act, § 6 WpPG with its condition, risk wording beside returns, no absolute claims, the privacy policy as the
 * system works, the company's register details in the global settings (for the e-mail footer), Germany on the legal
 * map.
 */
export const FIXTURE_REVISION = 5;

/** What the seed remembers of a document it wrote: the fixture's hash and when it finished writing (ms). */
export type Written = { hash: string; at: number };

/** Seeding writes a document in well under a second; an update later than this is someone else's. */
const SEED_SLACK_MS = 10_000;

export const fixtureHash = (fixture: Fixture): string =>
  createHash('sha256').update(fs.readFileSync(fixture.file)).digest('hex');

export type VersionRow = { locale?: unknown; createdAt?: unknown; updatedAt?: unknown };
const time = (value: unknown) => new Date(value as string | number | Date).getTime();

/**
 * True when every version of the document (draft and published, every language) still is what the seed wrote:
 * none was updated later than the seed's own write (`writtenAt`; for documents seeded before it was recorded, their
 * creation), and no language version was deleted.
 */
export function untouchedSinceSeed(rows: VersionRow[], writtenAt?: number): boolean {
  if (!LOCALE_CODES.every((locale) => rows.some((row) => row.locale === locale))) return false;
  return notUpdatedSince(rows, writtenAt);
}

/** True when no version was updated later than the seed's write (`writtenAt`, else the document's creation). */
export function notUpdatedSince(rows: VersionRow[], writtenAt?: number): boolean {
  const since = writtenAt ?? Math.min(...rows.map((row) => time(row.createdAt)));
  return rows.every((row) => time(row.updatedAt) <= since + SEED_SLACK_MS);
}

type State = { documents: Record<string, string>; written?: Record<string, Written> };
export type WriteFixture = (fixture: Fixture, documentId: string) => Promise<void>;

/**
 * Writes the current fixture into every seeded document whose fixture changed since it was written and that no
 * editor has touched; records what it wrote in `state.written` and saves the state after each document, so an
 * interrupted boot resumes without mistaking its own writes for an editor's. Returns the documents it revised and
 * those it kept because an editor changed them (as `uid:key`).
 */
export async function reviseUntouched(
  strapi: Core.Strapi,
  fixtures: Fixture[],
  state: State,
  write: WriteFixture,
  save: () => Promise<unknown>,
): Promise<{ revised: string[]; kept: string[] }> {
  const revised: string[] = [];
  const kept: string[] = [];
  state.written ??= {};
  for (const fixture of fixtures) {
    const key = `${fixture.uid}:${fixture.key}`;
    const documentId = state.documents[key];
    const hash = fixtureHash(fixture);
    if (!documentId || state.written[key]?.hash === hash) continue;
    const rows = (await strapi.db.query(fixture.uid as UID.ContentType).findMany({
      where: { documentId },
      select: ['locale', 'createdAt', 'updatedAt'],
    })) as VersionRow[];
    if (!untouchedSinceSeed(rows, state.written[key]?.at)) {
      kept.push(key);
      continue;
    }
    await write(fixture, documentId);
    state.written[key] = { hash, at: Date.now() };
    await save();
    revised.push(key);
  }
  return { revised, kept };
}
