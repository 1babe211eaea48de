/**
 * The seed content passes the content rules an editor meets at *Publish* (`@app/content-rules`): a fresh
 * installation starts with entries every editor can change and publish again without first repairing them. A
 * version still marked for translation (a language `npm run locale:add` added) is seeded as a draft, and *Publish*
 * refuses it until a translator has replaced every marked text.
 */
import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, LOCALE_CODES, placeholderMark } from '@app/routing';
import { checkDocument, englishChecks, problemMessage, type AttributeShape } from '@app/content-rules';
import { publishedLocales } from '../src/seed';
import { readFixtures } from '../src/seed/fixtures';

const CMS = path.resolve(__dirname, '..');
const FIXTURES = path.join(CMS, 'fixtures');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The CMS schema of a content type or component UID, read from its schema file. */
function schemaOf(uid: string): Record<string, AttributeShape> | undefined {
  const api = /^api::([^.]+)\./.exec(uid)?.[1];
  const file = api
    ? path.join(CMS, 'src/api', api, 'content-types', api, 'schema.json')
    : path.join(CMS, 'src/components', ...uid.split('.').slice(0, 1), `${uid.split('.')[1]}.json`);
  return fs.existsSync(file) ? readJson(file).attributes : undefined;
}

const libraryAlt: Record<string, { en?: string }> = readJson(path.join(FIXTURES, 'media', 'alt.json'));

/** A fixture's media paths become what the CMS holds after seeding: a file with the library's alternative text. */
function withMedia(uid: string, data: Record<string, unknown>): Record<string, unknown> {
  const attributes = schemaOf(uid) ?? {};
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => {
      const attribute = attributes[field];
      if (attribute?.type === 'media' && typeof value === 'string')
        return [field, { alternativeText: libraryAlt[value]?.en ?? null }];
      if (attribute?.type === 'component' && attribute.component) {
        const nested = (item: unknown) =>
          item && typeof item === 'object' ? withMedia(attribute.component!, item as Record<string, unknown>) : item;
        return [field, Array.isArray(value) ? value.map(nested) : nested(value)];
      }
      if (attribute?.type === 'dynamiczone' && Array.isArray(value))
        return [field, value.map((item: Record<string, unknown>) => withMedia(String(item.__component), item))];
      return [field, value];
    }),
  );
}

const fixtures = readFixtures(FIXTURES);
const versions = (marked: boolean) =>
  fixtures.flatMap((fixture) =>
    LOCALE_CODES.filter((locale) => fixture.localized[locale])
      .filter((locale) => publishedLocales(fixture).includes(locale) !== marked)
      .map(
        (locale) =>
          [`${fixture.file} (${locale})`, fixture.uid, { ...fixture.shared, ...fixture.localized[locale] }] as const,
      ),
  );
const cases = versions(false);
const marked = versions(true);

it('reads every fixture in every language', () => {
  expect(cases.length).toBeGreaterThan(80);
});

it.each(cases)('%s passes the publish checks', (_name, uid, data) => {
  const problems = checkDocument(uid, withMedia(uid, data), schemaOf);
  expect(problems.map((p) => `${p.path.join('.')}: ${problemMessage(p, englishChecks)}`)).toEqual([]);
});

it('a version still marked for translation is seeded as a draft and refused at Publish', () => {
  const page = fixtures.find((fixture) => fixture.uid === 'api::page.page')!;
  const other = LOCALE_CODES.find((locale) => locale !== DEFAULT_LOCALE)!;
  const copy = page.localized[DEFAULT_LOCALE];
  const localized = {
    ...page.localized,
    [other]: { ...copy, title: `${placeholderMark(other)}${String(copy.title)}` },
  };
  expect(publishedLocales(page)).toContain(other);
  expect(publishedLocales({ localized })).toEqual(publishedLocales(page).filter((locale) => locale !== other));
  // And so every version `npm run locale:add` left marked in the fixtures (none in the languages the site ships).
  for (const [, uid, data] of [[page.file, page.uid, { ...page.shared, ...localized[other] }] as const, ...marked]) {
    const problems = checkDocument(uid, withMedia(uid, data), schemaOf);
    expect(problems.filter((p) => p.code === 'untranslated').length).toBeGreaterThan(0);
  }
});
