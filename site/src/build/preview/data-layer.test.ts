import type { EntryProblem } from '../../schema/validate';
import { recordPreviewSourcing } from './data-layer';

/** The part of Gatsby's sourceNodes arguments the preview's sourcing uses, backed by a node map. */
function gatsby(draftNodes: Record<string, Array<Record<string, unknown>>>) {
  const nodes = new Map<string, Record<string, unknown> & { id: string; internal: { type: string } }>();
  const args = {
    actions: {
      createNode: (node: Record<string, unknown> & { id: string; internal: { type: string } }) =>
        nodes.set(node.id, node),
      deleteNode: (node: { id: string }) => nodes.delete(node.id),
    },
    getNode: (id: string) => nodes.get(id) ?? draftNodes.byId?.find((n) => n.id === id),
    getNodesByType: (type: string) => draftNodes[type] ?? [],
    createNodeId: (key: string) => `node ${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
  };
  const ofType = (type: string) => [...nodes.values()].filter((n) => n.internal.type === type);
  return { args: args as unknown as Parameters<typeof recordPreviewSourcing>[1], ofType };
}

const post = { id: 'post-1', slug: 'launch', locale: 'en', updatedAt: '2026-11-28T10:00:00.000Z' };
const missingDate: EntryProblem = {
  entryId: 'post-1',
  contentType: 'post',
  locale: 'en',
  entry: 'post "launch"',
  field: 'date',
  code: 'missing',
  severity: 'error',
  message: 'field "date" is missing',
  params: {},
};

test('a date filled in since the last sourcing leaves the bar: its problem node is deleted', () => {
  const { args, ofType } = gatsby({ STRAPI_POST: [post], byId: [post] });
  recordPreviewSourcing([missingDate], args);
  expect(ofType('PreviewProblem')).toEqual([expect.objectContaining({ path: '/insight/launch/', missing: ['date'] })]);
  recordPreviewSourcing([], args);
  expect(ofType('PreviewProblem')).toEqual([]);
});

test('every previewable entry has its last save at its path; a newer save replaces it', () => {
  const drafts = { STRAPI_POST: [post], byId: [post] };
  const { args, ofType } = gatsby(drafts);
  recordPreviewSourcing([], args);
  expect(ofType('PreviewSave')).toEqual([
    expect.objectContaining({ path: '/insight/launch/', locale: 'en', savedAt: '2026-11-28T10:00:00.000Z' }),
  ]);
  drafts.STRAPI_POST = [{ ...post, updatedAt: '2026-11-28T10:05:00.000Z' }];
  recordPreviewSourcing([], args);
  expect(ofType('PreviewSave').map((n) => n.savedAt)).toEqual(['2026-11-28T10:05:00.000Z']);
});
