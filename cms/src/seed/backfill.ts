import type { Core, UID } from '@strapi/strapi';
import type { Fixture } from './fixtures';

type Attribute = { type?: string; required?: boolean; pluginOptions?: { i18n?: { localized?: boolean } } };

/** Text types: empty is null or ''. Other scalar types are empty only as null ('' is not a number or a date). */
const TEXT_TYPES = new Set(['string', 'text', 'email', 'uid', 'enumeration']);
const OTHER_SCALAR_TYPES = new Set(['integer', 'biginteger', 'decimal', 'float', 'boolean', 'date', 'datetime']);

const emptyWhere = (field: string, type: string) =>
  TEXT_TYPES.has(type) ? { $or: [{ [field]: { $null: true } }, { [field]: '' }] } : { [field]: { $null: true } };

/**
 * Fixtures are loaded once, so a required shared field that a content type gains later (the global settings'
 * public `siteUrl`) stays empty on an install seeded before it, and the site build refuses the entry. This fills
 * such a field from the fixture on every row of the seeded document where it is empty (draft and published, every
 * language) with a plain update: nothing is published, and a value an editor set is never touched. Returns what
 * it filled, as `uid:key.field`.
 */
export async function backfillRequiredFields(
  strapi: Core.Strapi,
  fixtures: Fixture[],
  documentIdOf: (fixture: Fixture) => string | undefined,
): Promise<string[]> {
  const filled: string[] = [];
  for (const fixture of fixtures) {
    const documentId = documentIdOf(fixture);
    if (!documentId) continue;
    const attributes = strapi.contentType(fixture.uid as UID.ContentType).attributes as Record<string, Attribute>;
    for (const [field, value] of Object.entries(fixture.shared)) {
      const attribute = attributes[field];
      const shared = attribute?.pluginOptions?.i18n?.localized === false;
      const type = attribute?.type ?? '';
      if (!attribute?.required || !shared || !(TEXT_TYPES.has(type) || OTHER_SCALAR_TYPES.has(type))) continue;
      if (value === null || typeof value === 'object') continue;
      const { count } = await strapi.db.query(fixture.uid as UID.ContentType).updateMany({
        where: { documentId, ...emptyWhere(field, type) },
        data: { [field]: value },
      });
      if (count > 0) filled.push(`${fixture.uid}:${fixture.key}.${field}`);
    }
  }
  return filled;
}
