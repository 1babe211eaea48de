import { createCollectionStore, type ListAnswer } from './collection-store';

type Post = { id: number; title: string };

const page = (ids: number[], pageNo = 1): ListAnswer<Post> => ({
  data: ids.map((id) => ({ id, title: `Post ${id}` })),
  meta: { pagination: { page: pageNo, pageSize: ids.length, pageCount: 3, total: 9 } },
});

/** A promise the test settles by hand, to look at the state while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function storeWith(ids: number[], listName?: string) {
  const store = createCollectionStore<Post>('posts');
  await store.list(async () => page(ids), { listName });
  return store;
}

describe('list', () => {
  it('sets listing during the request, then stores ids in order and meta under the collection name', async () => {
    const store = createCollectionStore<Post>('posts');
    const answer = deferred<ListAnswer<Post>>();
    const done = store.list(() => answer.promise);
    expect(store.isListing()).toBe(true);
    expect(store.items()).toEqual([]);

    answer.resolve(page([3, 1, 2]));
    await expect(done).resolves.toHaveLength(3);
    expect(store.isListing()).toBe(false);
    expect(store.getState().lists).toEqual({ posts: [3, 1, 2] });
    expect(store.items().map((post) => post.id)).toEqual([3, 1, 2]);
    expect(store.items()[0]).toEqual({ id: 3, title: 'Post 3', loading: false });
    expect(store.meta()).toEqual({ pagination: { page: 1, pageSize: 3, pageCount: 3, total: 9 } });
  });

  it('keeps each list name apart and hands the query to the fetcher', async () => {
    const store = await storeWith([1, 2]);
    const fetcher = jest.fn(async (query: { page: number }) => page([4, 5], query.page));
    await store.list(fetcher, { listName: 'search', query: { page: 2 } });

    expect(fetcher).toHaveBeenCalledWith({ page: 2 });
    expect(store.items('posts').map((post) => post.id)).toEqual([1, 2]);
    expect(store.items('search').map((post) => post.id)).toEqual([4, 5]);
    expect(store.meta('search')?.pagination?.page).toBe(2);
    expect(store.meta('posts')?.pagination?.page).toBe(1);
    expect(store.meta('unknown')).toBeUndefined();
    expect(store.items('unknown')).toEqual([]);
  });

  it('clears listing after a failure, keeps the previous list and rethrows', async () => {
    const store = await storeWith([1, 2]);
    const failure = new Error('offline');
    const done = store.list(async () => Promise.reject(failure));
    expect(store.isListing()).toBe(true);

    await expect(done).rejects.toBe(failure);
    expect(store.isListing()).toBe(false);
    expect(store.items().map((post) => post.id)).toEqual([1, 2]);
  });

  it('stays listing until overlapping requests finish and ignores an answer overtaken by a newer request', async () => {
    const store = createCollectionStore<Post>('posts');
    const slow = deferred<ListAnswer<Post>>();
    const fast = deferred<ListAnswer<Post>>();
    const first = store.list(() => slow.promise);
    const second = store.list(() => fast.promise);

    fast.resolve(page([7]));
    await second;
    expect(store.isListing()).toBe(true);
    slow.resolve(page([1, 2, 3]));
    await first;
    expect(store.isListing()).toBe(false);
    expect(store.items().map((post) => post.id)).toEqual([7]);
  });

  it('keeps the loading flag of a record that is being updated when a list refreshes it', async () => {
    const store = await storeWith([1, 2]);
    const saving = deferred<Post>();
    const update = store.update(1, () => saving.promise);
    await store.list(async () => page([1, 2]));
    expect(store.get(1)?.loading).toBe('update');

    saving.resolve({ id: 1, title: 'Saved' });
    await update;
    expect(store.get(1)).toEqual({ id: 1, title: 'Saved', loading: false });
  });
});

describe('update', () => {
  it("flags the record 'update' while the call runs, then stores the result and clears the flag", async () => {
    const store = await storeWith([1, 2]);
    const saving = deferred<Post>();
    const fn = jest.fn(() => saving.promise);
    const done = store.update(1, fn);
    expect(fn).toHaveBeenCalledWith({ id: 1, title: 'Post 1' });
    expect(store.get(1)?.loading).toBe('update');
    expect(store.get(2)?.loading).toBe(false);

    saving.resolve({ id: 1, title: 'Renamed' });
    await expect(done).resolves.toEqual({ id: 1, title: 'Renamed' });
    expect(store.get(1)).toEqual({ id: 1, title: 'Renamed', loading: false });
    expect(store.items().map((post) => post.title)).toEqual(['Renamed', 'Post 2']);
  });

  it('clears the flag after a failure, keeps the record unchanged and rethrows', async () => {
    const store = await storeWith([1]);
    const failure = new Error('403');
    const done = store.update(1, async () => Promise.reject(failure));
    expect(store.get(1)?.loading).toBe('update');

    await expect(done).rejects.toBe(failure);
    expect(store.get(1)).toEqual({ id: 1, title: 'Post 1', loading: false });
  });

  it('refuses a record the store does not hold', async () => {
    const store = await storeWith([1]);
    const fn = jest.fn(async (post: Post) => post);
    await expect(store.update(99, fn)).rejects.toThrow('posts: no record with id 99 in the store');
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('remove', () => {
  it("flags the record 'remove', then deletes it locally and from every list", async () => {
    const store = await storeWith([1, 2, 3]);
    await store.list(async () => page([2, 4]), { listName: 'search' });
    const deleting = deferred<void>();
    const done = store.remove(2, () => deleting.promise);
    expect(store.get(2)?.loading).toBe('remove');
    expect(store.items('search').map((post) => post.id)).toEqual([2, 4]);

    deleting.resolve();
    await done;
    expect(store.get(2)).toBeUndefined();
    expect(store.getState().lists).toEqual({ posts: [1, 3], search: [4] });
    expect(store.items().map((post) => post.id)).toEqual([1, 3]);
  });

  it('clears the flag after a failure, keeps the record and rethrows', async () => {
    const store = await storeWith([1, 2]);
    const failure = new Error('500');
    const done = store.remove(1, async () => Promise.reject(failure));
    expect(store.get(1)?.loading).toBe('remove');

    await expect(done).rejects.toBe(failure);
    expect(store.get(1)?.loading).toBe(false);
    expect(store.items().map((post) => post.id)).toEqual([1, 2]);
  });
});

describe('create', () => {
  it('sets creating until the call is done and stores the new record', async () => {
    const store = createCollectionStore<Post>('posts');
    const saving = deferred<Post>();
    const done = store.create(() => saving.promise);
    expect(store.isCreating()).toBe(true);

    saving.resolve({ id: 5, title: 'New' });
    await expect(done).resolves.toEqual({ id: 5, title: 'New' });
    expect(store.isCreating()).toBe(false);
    expect(store.get(5)).toEqual({ id: 5, title: 'New', loading: false });
  });

  it('clears creating after a failure and rethrows', async () => {
    const store = createCollectionStore<Post>('posts');
    const failure = new Error('400');
    const done = store.create(async () => Promise.reject(failure));
    expect(store.isCreating()).toBe(true);

    await expect(done).rejects.toBe(failure);
    expect(store.isCreating()).toBe(false);
    expect(store.getState().records).toEqual({});
  });
});

describe('subscribe', () => {
  it('notifies on every change with a new snapshot until unsubscribed', async () => {
    const store = createCollectionStore<Post>('posts');
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.isListing()));
    const before = store.getState();
    expect(store.getState()).toBe(before);

    await store.list(async () => page([1]));
    expect(seen).toEqual([true, false]);
    expect(store.getState()).not.toBe(before);

    unsubscribe();
    await store.remove(1, async () => undefined);
    expect(seen).toEqual([true, false]);
  });

  it('lets several listeners subscribe and leave independently', async () => {
    const store = createCollectionStore<Post>('posts');
    const first = jest.fn();
    const second = jest.fn();
    const leaveFirst = store.subscribe(first);
    store.subscribe(second);
    leaveFirst();

    await store.create(async () => ({ id: 1, title: 'One' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(2);
  });
});
