import { quietRefetchOfDeletedDocuments } from '../../src/admin/deleted-document';

const POST = 'api::post.post';
const deleted = {
  type: 'adminApi/executeMutation/fulfilled',
  meta: { arg: { endpointName: 'deleteDocument', originalArgs: { model: POST, documentId: 'doc1' } } },
};
const fetchFailed = (documentId: string, payload: unknown) => ({
  type: 'adminApi/executeQuery/rejected',
  payload,
  meta: { arg: { endpointName: 'getDocument', originalArgs: { model: POST, documentId } } },
});

function setUp() {
  let clock = 1_000;
  const seen: unknown[] = [];
  const dispatch = quietRefetchOfDeletedDocuments(() => clock)()()((action) => seen.push(action));
  return { dispatch, seen, tick: (ms: number) => (clock += ms) };
}

describe('quietRefetchOfDeletedDocuments (no "Not Found" after a delete)', () => {
  it('drops the 404 of the document just deleted', () => {
    const { dispatch, seen } = setUp();
    dispatch(deleted);
    dispatch(fetchFailed('doc1', { status: 404, name: 'NotFoundError' }));
    expect(seen).toEqual([deleted]);
  });

  it('passes every other failure on: another document, another error, a 404 long after', () => {
    const { dispatch, seen, tick } = setUp();
    dispatch(deleted);
    const other = fetchFailed('doc2', { status: 404 });
    const serverError = fetchFailed('doc1', { status: 500, name: 'ApplicationError' });
    dispatch(other);
    dispatch(serverError);
    tick(60_000);
    const late = fetchFailed('doc1', { name: 'NotFoundError' });
    dispatch(late);
    expect(seen).toEqual([deleted, other, serverError, late]);
  });

  it('passes a 404 through when nothing was deleted', () => {
    const { dispatch, seen } = setUp();
    const failed = fetchFailed('doc1', { status: 404 });
    dispatch(failed);
    expect(seen).toEqual([failed]);
  });
});
