import { GraphQLSchema, GraphQLString } from 'graphql';
import { FIELD_EXTENSIONS, type ResolverInfo } from './extensions';

const resolverOf = (name: string) => {
  const extension = FIELD_EXTENSIONS.find((e) => e.name === name)!;
  return extension.extend({ from: 'content' }).resolve;
};

/** A post whose Markdown lives in a text node, as gatsby-source-strapi stores rich text. */
function postWith(markdown: string, digest: string) {
  const textNode = { id: 'text-1', content: markdown, internal: { contentDigest: digest } };
  const context = {
    nodeModel: {
      getNodeById: ({ id }: { id: string }) => (id === textNode.id ? textNode : null),
      getNodesByIds: () => [],
      findAll: async () => ({ entries: [] }),
    },
  };
  return { source: { content: { data___NODE: textNode.id } }, context };
}

/** Resolve info for a field named `fieldName` (the Markdown renderings read none of it). */
const infoFor = (fieldName: string): ResolverInfo => ({
  fieldName,
  returnType: GraphQLString,
  schema: new GraphQLSchema({}),
});
const info = infoFor('html');

test('renderings from Markdown follow an edit of the text (remembered per content, not per node)', () => {
  for (const [name, before, after] of [
    ['markdownHtml', '<p>First version.</p>\n', '<p>Second version.</p>\n'],
    ['markdownExcerpt', 'First version.', 'Second version.'],
  ] as const) {
    const resolve = resolverOf(name);
    const first = postWith('First version.', 'digest-1');
    expect(resolve(first.source, {}, first.context, info)).toBe(before);
    expect(resolve(first.source, {}, first.context, info)).toBe(before);
    const edited = postWith('Second version.', 'digest-2');
    expect(resolve(edited.source, {}, edited.context, info)).toBe(after);
  }
});

test('Markdown given inline (not in a text node) is rendered from the text itself', () => {
  const resolve = resolverOf('markdownExcerpt');
  const context = postWith('', 'unused').context;
  expect(resolve({ content: 'One text.' }, {}, context, info)).toBe('One text.');
  expect(resolve({ content: 'Another text.' }, {}, context, info)).toBe('Another text.');
});

test('plain CMS text is typeset for the page: no-break spaces in amounts and citations, other values as they are', () => {
  const extension = FIELD_EXTENSIONS.find((e) => e.name === 'typeset')!;
  const resolve = extension.extend({}).resolve;
  const context = postWith('', 'unused').context;
  const field = infoFor('text');
  expect(resolve({ text: 'bis zu 8 Millionen Euro nach § 3 Nr. 2 WpPG' }, {}, context, field)).toBe(
    'bis zu 8\u00a0Millionen\u00a0Euro nach §\u00a03 Nr.\u00a02\u00a0WpPG',
  );
  expect(resolve({ text: null }, {}, context, field)).toBeNull();
});
