import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, type Locale } from '@app/routing';

/** One document as written in a fixture file: shared fields at the top, localized ones per locale. */
export type Fixture = {
  uid: string;
  key: string;
  file: string;
  shared: Record<string, unknown>;
  localized: Record<Locale, Record<string, unknown>>;
};

type Source = { uid: string; single: string } | { uid: string; folder: string };

/**
 * Seeding order: a type comes after the types its relations point to (posts after topics); pages last
 * so editors see them on top of the admin's recent list.
 */
export const SEED_SOURCES: readonly Source[] = [
  { uid: 'api::global.global', single: 'global.json' },
  { uid: 'api::quiz.quiz', single: 'quiz.json' },
  { uid: 'api::guide.guide', single: 'guide.json' },
  { uid: 'api::topic.topic', folder: 'topics' },
  { uid: 'api::post.post', folder: 'posts' },
  { uid: 'api::case-study.case-study', folder: 'case-studies' },
  { uid: 'api::team-member.team-member', folder: 'team-members' },
  { uid: 'api::service-item.service-item', folder: 'service-items' },
  { uid: 'api::media-mention.media-mention', folder: 'media-mentions' },
  { uid: 'api::job-opening.job-opening', folder: 'job-openings' },
  { uid: 'api::page.page', folder: 'pages' },
];

export function fixturesDir(appRoot: string): string {
  return process.env.FIXTURES_DIR ? path.resolve(process.env.FIXTURES_DIR) : path.join(appRoot, 'fixtures');
}

function parseFixture(uid: string, key: string, file: string): Fixture {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Fixture ${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`Fixture ${file} must be a JSON object`);
  }
  const record = raw as Record<string, unknown>;
  const localized = {} as Record<Locale, Record<string, unknown>>;
  for (const locale of LOCALE_CODES) {
    const data = record[locale];
    if (typeof data !== 'object' || data === null) {
      throw new Error(`Fixture ${file} has no "${locale}" object`);
    }
    localized[locale] = data as Record<string, unknown>;
  }
  const shared = Object.fromEntries(
    Object.entries(record).filter(([field]) => !(LOCALE_CODES as readonly string[]).includes(field)),
  );
  return { uid, key, file, shared, localized };
}

/** Reads every fixture in seeding order. */
export function readFixtures(dir: string): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const source of SEED_SOURCES) {
    if ('single' in source) {
      const file = path.join(dir, source.single);
      if (fs.existsSync(file)) fixtures.push(parseFixture(source.uid, 'single', file));
      continue;
    }
    const folder = path.join(dir, source.folder);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      fixtures.push(parseFixture(source.uid, name.replace(/\.json$/, ''), path.join(folder, name)));
    }
  }
  return fixtures;
}
