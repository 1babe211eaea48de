import fs from 'fs';
import path from 'path';
import { postSearchQuery, SEARCH_MAX_LENGTH } from '@app/cms-client';
import { PUBLIC_QUERY_RULES, SITE_BUILD_QUERY_RULES } from '../../src/policies/lib/query-rules';
import { createQueryChecker, type Model, type QueryRules } from '../../src/policies/lib/query-shape';

/** The CMS's own content-type schemas, as `strapi.getModel` describes them. */
function models(): Map<string, Model> {
  const api = path.resolve(__dirname, '../../src/api');
  const found = new Map<string, Model>();
  for (const name of fs.readdirSync(api)) {
    const file = path.join(api, name, 'content-types', name, 'schema.json');
    if (!fs.existsSync(file)) continue;
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as Pick<Model, 'attributes'>;
    // Strapi adds the system fields to every content type's model.
    const system = { createdAt: { type: 'datetime' }, updatedAt: { type: 'datetime' }, locale: { type: 'string' } };
    found.set(`api::${name}.${name}`, { uid: `api::${name}.${name}`, attributes: { ...schema.attributes, ...system } });
  }
  found.set('plugin::upload.file', { uid: 'plugin::upload.file', attributes: { related: { type: 'relation' } } });
  return found;
}
const MODELS = models();
const checker = createQueryChecker((uid) => MODELS.get(uid));
const POST = 'api::post.post';

const verdict = (uid: string, query: Record<string, unknown>, rules: QueryRules) => {
  try {
    checker.check(uid, query, rules);
    return 'allowed';
  } catch (error) {
    return (error as Error).message;
  }
};

/** `filters[$or][i][topics][name][$containsi]=…` with `n` branches: the query that held SQLite for seconds. */
const relationalOr = (n: number) => ({
  $or: Array.from({ length: n }, (_, i) => ({ topics: { name: { $containsi: `x${i}` } } })),
});

describe('the public query budget', () => {
  it.each([
    ['the first page', { search: '', topicSlug: '' }],
    ['a search', { search: 'tokenisation audit', topicSlug: '' }],
    ['a topic', { search: '', topicSlug: 'blockchain' }],
    ['a search within a topic', { search: 'audit', topicSlug: 'defi' }],
    ['the longest search', { search: 'a'.repeat(SEARCH_MAX_LENGTH + 20), topicSlug: 'x'.repeat(80) }],
  ])('takes the insight list’s runtime query: %s', (_label, params) => {
    const query = postSearchQuery({ locale: 'de', page: 3, pageSize: 6, ...params });
    expect(verdict(POST, query, PUBLIC_QUERY_RULES)).toBe('allowed');
  });

  it.each([
    ['the probe: 19 relational $or branches', relationalOr(19), '$or may combine at most 2 filters'],
    ['two relational $or branches on a field the site never filters', relationalOr(2), 'Filtering "topics.name"'],
    [
      'a third $or branch',
      { $or: [{ title: { $containsi: 'a' } }, { content: { $containsi: 'b' } }, { title: { $containsi: 'c' } }] },
      '$or may combine at most 2 filters',
    ],
    ['$and', { $and: [{ title: { $containsi: 'a' } }] }, '"$and" is not available'],
    ['$not', { $not: { title: { $containsi: 'a' } } }, '"$not" is not available'],
    [
      '$or inside $or',
      { $or: [{ $or: [{ title: { $containsi: 'a' } }] }] },
      '"$or" is not available to this client here',
    ],
    ['$or on the value side', { title: { $or: [{ $containsi: 'a' }, { $containsi: 'b' }] } }, 'not available'],
    ['a field the site never filters', { slug: { $eq: 'x' } }, 'Filtering "slug" with $eq'],
    ['another operator', { title: { $contains: 'a' } }, 'Filtering "title" with $contains'],
    ['a list of slugs', { topics: { slug: ['a', 'b'] } }, 'Filtering "topics.slug" with $in'],
    ['the topic’s other posts', { topics: { posts: { title: { $containsi: 'x' } } } }, 'not available to this client'],
    ['an over-long search', { title: { $containsi: 'a'.repeat(101) } }, 'at most 100 long'],
  ])('refuses %s', (_label, filters, message) => {
    expect(verdict(POST, { locale: 'en', filters }, PUBLIC_QUERY_RULES)).toContain(message);
  });

  it('takes no filters at all on the other types, nor inside populate', () => {
    for (const uid of [...MODELS.keys()].filter((uid) => uid.startsWith('api::') && uid !== POST)) {
      expect(verdict(uid, { filters: { id: { $eq: 1 } } }, PUBLIC_QUERY_RULES)).toContain('not available');
    }
    const populated = { populate: { topics: { filters: { slug: { $eq: 'x' } } } } };
    expect(verdict(POST, populated, PUBLIC_QUERY_RULES)).toContain('not available');
  });
});

describe('the site build’s budget', () => {
  it.each([
    ['changes since the last build', { updatedAt: { $gt: '2026-11-01T00:00:00.000Z' } }],
    ['one entry by slug', { slug: { $eq: 'about' } }],
    ['through a relation', { posts: { title: { $eq: 'x' } } }],
    ['a few alternatives', { $or: [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }, { slug: 'd' }] }],
  ])('takes %s', (_label, filters) => {
    expect(verdict('api::topic.topic', { filters }, SITE_BUILD_QUERY_RULES)).toBe('allowed');
  });

  it.each([
    ['the probe', relationalOr(19), '$or may combine at most 4 filters'],
    ['five alternatives', relationalOr(5), 'at most 4 filters'],
    ['logic three deep', { $and: [{ $or: [{ $not: { title: 'x' } }] }] }, 'at most 2 deep'],
    [
      'seven comparisons',
      { $and: [relationalOr(4), { $or: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] }] },
      'at most 6 values',
    ],
    ['a long list', { slug: { $in: ['a', 'b', 'c', 'd', 'e'] } }, 'at most 4 values'],
    ['a huge value', { title: { $containsi: 'a'.repeat(501) } }, 'at most 500 long'],
  ])('refuses %s', (_label, filters, message) => {
    expect(verdict(POST, { filters }, SITE_BUILD_QUERY_RULES)).toContain(message);
  });

  it('spends one budget across populate filters and the root', () => {
    const filters = { $or: [{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'd' }] };
    const populate = { topics: { filters: { $or: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } } };
    expect(verdict(POST, { filters, populate }, SITE_BUILD_QUERY_RULES)).toContain('at most 6 values');
  });
});
