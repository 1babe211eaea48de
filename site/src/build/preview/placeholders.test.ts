import { GraphQLInt, GraphQLNonNull, GraphQLString, GraphQLScalarType } from 'graphql';
import { missingMarker, placeholderResolvers, type ResolverInfo } from './placeholders';

const DateType = new GraphQLScalarType({ name: 'Date' });
const info = (
  returnType: ResolverInfo['returnType'],
  original?: (source: Record<string, unknown>) => unknown,
): ResolverInfo => ({
  returnType,
  originalResolver: original ? (source) => original(source) : undefined,
});

const rules = new Map([
  [
    'STRAPI_POST',
    [
      { field: 'title', source: 'title', kind: 'value', required: true },
      { field: 'date', source: 'date', kind: 'value', required: true },
      { field: 'html', source: 'content', kind: 'markdown', required: true },
      { field: 'imageAlt', source: 'imageAlt', kind: 'value', required: false },
      { field: 'topics', source: 'topics___NODE', kind: 'links', required: true },
    ],
  ],
]);

it('wraps the required scalar fields only', () => {
  expect(Object.keys(placeholderResolvers(rules).STRAPI_POST ?? {})).toEqual(['title', 'date', 'html']);
});

it("keeps a filled value and marks a missing one, by the field's type", async () => {
  const post = placeholderResolvers(rules).STRAPI_POST!;
  const source = { title: 'Launch', updatedAt: '2026-11-27T10:00:00.000Z' };
  const string = new GraphQLNonNull(GraphQLString);
  expect(await post.title!.resolve(source, {}, {}, info(string))).toBe('Launch');
  expect(await post.title!.resolve({ title: '  ' }, {}, {}, info(string))).toBe(missingMarker('title'));
  expect(await post.date!.resolve(source, {}, {}, info(new GraphQLNonNull(DateType)))).toBe(source.updatedAt);
  expect(
    await post.html!.resolve(
      source,
      {},
      {},
      info(string, () => ''),
    ),
  ).toBe('<p>⚠ content</p>');
  expect(
    await post.html!.resolve(
      source,
      {},
      {},
      info(string, () => '<p>Text</p>'),
    ),
  ).toBe('<p>Text</p>');
});

it('gives numbers a zero', async () => {
  const numbers = placeholderResolvers(
    new Map([['T', [{ field: 'n', source: 'n', kind: 'value', required: true }]]]),
  ).T!;
  expect(await numbers.n!.resolve({}, {}, {}, info(new GraphQLNonNull(GraphQLInt)))).toBe(0);
});
