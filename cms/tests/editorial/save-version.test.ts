import { forgetRefusedSave, refusedSave, sendLoadedVersion, type Conflict } from '../../src/admin/save-version';

const MODEL = 'api::post.post';
/** The admin's API cache holding the edit view's draft of one article (and its published tab). */
const state = {
  adminApi: {
    queries: {
      draft: {
        endpointName: 'getDocument',
        originalArgs: { model: MODEL, documentId: 'doc1', params: { locale: 'en' } },
        data: { data: { documentId: 'doc1', locale: 'en', updatedAt: '2026-11-28T10:00:00.000Z' } },
      },
      published: {
        endpointName: 'getDocument',
        originalArgs: { model: MODEL, documentId: 'doc1', params: { locale: 'en', status: 'published' } },
        data: { data: { documentId: 'doc1', locale: 'en', updatedAt: '2026-11-27T09:00:00.000Z' } },
      },
    },
  },
};

function dispatch(type: string, endpointName: string, data: Record<string, unknown>, payload?: unknown) {
  const seen: unknown[] = [];
  const middleware = sendLoadedVersion()()({ getState: () => state })((action) => seen.push(action));
  const args = { collectionType: 'collection-types', model: MODEL, documentId: 'doc1', params: { locale: 'en' }, data };
  middleware({
    type: `adminApi/executeMutation/${type}`,
    payload,
    meta: { arg: { endpointName, originalArgs: args } },
  });
  return { args, seen };
}

const conflict: Conflict = {
  savedBy: 'Anna Schmidt',
  savedAt: '2026-11-28T10:05:00.000Z',
  version: '2026-11-28T10:05:00.000Z',
  loadedVersion: '2026-11-28T10:00:00.000Z',
  theirFields: [{ field: 'content', label: 'Article text' }],
  yourFields: [{ field: 'title', label: 'Title' }],
  overlapping: [],
};

describe("the admin's save carries the version its form was loaded from", () => {
  it('adds the draft’s updatedAt to a save and a publish, not the published tab’s', () => {
    expect(dispatch('pending', 'updateDocument', { title: 'x' }).args.data.updatedAt).toBe('2026-11-28T10:00:00.000Z');
    expect(dispatch('pending', 'publishDocument', { title: 'x' }).args.data.updatedAt).toBe('2026-11-28T10:00:00.000Z');
    expect(dispatch('pending', 'deleteDocument', { title: 'x' }).args.data.updatedAt).toBeUndefined();
  });

  it('keeps a save refused with 409 and its form values until it is dealt with, then forgets it', () => {
    const data = { title: 'Ben’s title' };
    const { seen } = dispatch('rejected', 'updateDocument', data, { status: 409, details: { conflict } });
    expect(seen).toHaveLength(1);
    expect(refusedSave(MODEL, 'doc1', 'en')).toMatchObject({ conflict, data });
    dispatch('fulfilled', 'updateDocument', data);
    expect(refusedSave(MODEL, 'doc1', 'en')).toBeNull();
    dispatch('rejected', 'updateDocument', data, { status: 409, details: { conflict } });
    forgetRefusedSave(MODEL, 'doc1', 'en');
    expect(refusedSave(MODEL, 'doc1', 'en')).toBeNull();
  });

  it('ignores other failures', () => {
    dispatch('rejected', 'updateDocument', {}, { status: 400, name: 'ValidationError' });
    expect(refusedSave(MODEL, 'doc1', 'en')).toBeNull();
  });
});
