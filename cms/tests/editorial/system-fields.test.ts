import fs from 'node:fs';
import path from 'node:path';
import { SLUG_ROUTES, placeholderMark } from '@app/routing';
import { hasLanguageFilter, missingLocaleQuery } from '../../src/admin/missing-translation-query';
import { CONTENT_TYPE_LAYOUTS } from '../../src/editorial/layouts';
import { backfillLanguages, languagesText, nextFormerSlugs } from '../../src/editorial/system-fields';
import type { Core } from '@strapi/strapi';

type Attribute = { type: string; private?: boolean; pluginOptions?: { i18n?: { localized?: boolean } } };

function schemaOf(uid: string): {
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
} {
  const name = uid.split('.').pop()!;
  const file = path.join(__dirname, '..', '..', 'src', 'api', name, 'content-types', name, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('languages (the list views’ language filter)', () => {
  it('lists the site’s languages in the site’s order', () => {
    expect(languagesText(['de', 'en'])).toBe('en, de');
    expect(languagesText(['en'])).toBe('en');
    expect(languagesText(['de', 'xx'])).toBe('de');
  });

  it.each(Object.keys(CONTENT_TYPE_LAYOUTS))('%s: localized, with a shared, private `languages` field', (uid) => {
    const schema = schemaOf(uid);
    expect(schema.pluginOptions?.i18n?.localized).toBe(true);
    expect(schema.attributes.languages).toEqual({
      type: 'string',
      private: true,
      pluginOptions: { i18n: { localized: false } },
    });
  });

  it('"Missing in German" filters on `languages`, in the default language, from the first page, keeping the sort', () => {
    const query = missingLocaleQuery(
      {
        page: '3',
        sort: 'title:ASC',
        filters: { $and: [{ title: { $eq: 'x' } }] },
        plugins: { i18n: { locale: 'de' } },
      },
      'de',
    );
    expect(query).toEqual({
      page: 1,
      sort: 'title:ASC',
      filters: { $and: [{ languages: { $notContains: 'de' } }] },
      plugins: { i18n: { locale: 'en' } },
    });
  });

  it('offers the filter on the editors’ collection types only', () => {
    expect(hasLanguageFilter('api::post.post')).toBe(true);
    expect(hasLanguageFilter('api::subscriber.subscriber')).toBe(false);
    expect(hasLanguageFilter('toString')).toBe(false);
  });
});

describe('backfillLanguages (at boot)', () => {
  it('writes the languages each document is translated into where its rows lack them or are stale', async () => {
    const mark = placeholderMark('de');
    type Row = { documentId: string; locale: string; languages: string | null; title: string; publishedAt: null };
    const row = (documentId: string, locale: string, title: string, languages: string | null): Row => ({
      documentId,
      locale,
      title,
      languages,
      publishedAt: null,
    });
    const rows: Record<string, Row[]> = {
      'api::post.post': [
        row('a', 'en', 'Hello', null),
        row('a', 'de', 'Hallo', null),
        row('b', 'en', 'Only English', 'en'),
        row('c', 'en', 'Gone in German', 'en, de'),
        // A version still marked for translation is no translation: "Missing in German" lists the entry.
        row('d', 'en', 'Careers', 'en, de'),
        row('d', 'de', `${mark}Careers`, 'en, de'),
      ],
      'api::subscriber.subscriber': [],
    };
    const updates: Array<[string, unknown]> = [];
    const attributes = { title: { type: 'string' }, languages: { type: 'string' } };
    const strapi = {
      contentTypes: {
        'api::post.post': { attributes },
        'api::subscriber.subscriber': { attributes: { email: {} } },
      },
      getModel: (uid: string) => (uid === 'api::post.post' ? { attributes } : undefined),
      db: {
        query: (uid: string) => ({
          findMany: async () => rows[uid],
          updateMany: async (args: unknown) => void updates.push([uid, args]),
        }),
      },
    };
    await backfillLanguages(strapi as unknown as Core.Strapi);
    expect(updates).toEqual([
      ['api::post.post', { where: { documentId: 'a' }, data: { languages: 'en, de' } }],
      ['api::post.post', { where: { documentId: 'c' }, data: { languages: 'en' } }],
      ['api::post.post', { where: { documentId: 'd' }, data: { languages: 'en' } }],
    ]);
  });
});

describe('formerSlugs (old addresses keep working)', () => {
  it.each(Object.keys(SLUG_ROUTES))('%s: a per-language JSON field', (uid) => {
    expect(schemaOf(uid).attributes.formerSlugs).toEqual({
      type: 'json',
      pluginOptions: { i18n: { localized: true } },
    });
  });

  it('only types whose slug is their address keep former slugs', () => {
    for (const uid of Object.keys(CONTENT_TYPE_LAYOUTS)) {
      expect([uid, 'formerSlugs' in schemaOf(uid).attributes]).toEqual([uid, Object.hasOwn(SLUG_ROUTES, uid)]);
    }
  });

  it('adds the published slug when the new one differs', () => {
    expect(nextFormerSlugs(null, 'old-title', 'new-title')).toEqual(['old-title']);
    expect(nextFormerSlugs(['first'], 'second', 'third')).toEqual(['first', 'second']);
  });

  it('adds nothing before the first publication or when the slug stays', () => {
    expect(nextFormerSlugs(null, null, 'draft-slug')).toEqual([]);
    expect(nextFormerSlugs(['first'], 'same', 'same')).toEqual(['first']);
  });

  it('never lists the current slug, twice the same slug, or what is not a slug', () => {
    expect(nextFormerSlugs(['back', 'other'], 'current', 'back')).toEqual(['other', 'current']);
    expect(nextFormerSlugs(['a', 'a', 3, null, ' '], 'a', 'b')).toEqual(['a']);
    expect(nextFormerSlugs({ not: 'a list' }, 'a', 'b')).toEqual(['a']);
  });
});
