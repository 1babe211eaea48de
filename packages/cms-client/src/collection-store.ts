import type { ListResponse } from './client';

export type Id = string | number;

/** product rules §3: a record's transient flag while an operation on it is in flight. */
export type RecordLoading = false | 'update' | 'remove';

/** A stored record: the entity plus its loading flag (`loading` is reserved for the store). */
export type StoredRecord<T> = T & { loading: RecordLoading };

/** The paging metadata a list answer carries (Strapi's `meta`). */
export type ListMeta = ListResponse<unknown>['meta'];

/** What a list fetcher resolves to: records in display order plus the answer's `meta`. */
export type ListAnswer<T> = { data: T[]; meta: ListMeta };

/** product rules §3 per-collection list state. Snapshots are immutable; every change makes a new one. */
export type CollectionState<T> = {
  records: Readonly<Record<string, StoredRecord<T>>>;
  lists: Readonly<Record<string, readonly Id[]>>;
  meta: Readonly<Record<string, ListMeta>>;
  listing: boolean;
  creating: boolean;
};

export type ListOptions<Q> = { listName?: string; query: Q };

export type CollectionStore<T extends { id: Id }> = {
  readonly name: string;
  getState(): CollectionState<T>;
  /** Loads a list and stores its ids (in order) and meta under `listName` (default: the collection name). */
  list<Q>(fetcher: (query: Q) => Promise<ListAnswer<T>>, options: ListOptions<Q>): Promise<T[]>;
  list(fetcher: () => Promise<ListAnswer<T>>, options?: { listName?: string }): Promise<T[]>;
  get(id: Id): StoredRecord<T> | undefined;
  /** Runs `fn` (given the record without its flag) with the record flagged `'update'`, then stores the result. */
  update(id: Id, fn: (current: T) => Promise<T>): Promise<T>;
  /** Runs `fn` with the record flagged `'remove'`; on success the record leaves the store and every list. */
  remove(id: Id, fn: (current: T) => Promise<unknown>): Promise<void>;
  /** Runs `fn` with `creating` set and stores the record it resolves to. */
  create(fn: () => Promise<T>): Promise<T>;
  items(listName?: string): StoredRecord<T>[];
  meta(listName?: string): ListMeta | undefined;
  isListing(): boolean;
  isCreating(): boolean;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

const key = (id: Id): string => String(id);

/**
 * A framework-free store for one collection's state (product rules §3, §4). Fits React's `useSyncExternalStore`:
 * `getState()` returns the same snapshot until something changes.
 */
export function createCollectionStore<T extends { id: Id }>(name: string): CollectionStore<T> {
  let state: CollectionState<T> = { records: {}, lists: {}, meta: {}, listing: false, creating: false };
  const listeners = new Set<() => void>();
  // Counters, not booleans: two overlapping requests must not clear each other's flag.
  let pendingLists = 0;
  let pendingCreates = 0;
  // Only the newest request per list name may write it, so a slow stale search cannot overwrite a newer one.
  const latestRequest = new Map<string, number>();
  let requestSeq = 0;

  const setState = (patch: Partial<CollectionState<T>>): void => {
    state = { ...state, ...patch };
    [...listeners].forEach((listener) => listener());
  };

  const withRecord = (id: Id, change: (record: StoredRecord<T>) => StoredRecord<T> | null): void => {
    const current = state.records[key(id)];
    if (current === undefined) return;
    const records = { ...state.records };
    const next = change(current);
    if (next === null) delete records[key(id)];
    else records[key(id)] = next;
    setState({ records });
  };

  const flag = (id: Id, loading: RecordLoading) => withRecord(id, (record) => ({ ...record, loading }));

  /** The entity without the store's flag, so `fn` can send it back to the API as it is. */
  const requireRecord = (id: Id): T => {
    const stored = state.records[key(id)];
    if (stored === undefined) throw new Error(`${name}: no record with id ${key(id)} in the store`);
    const record: Partial<StoredRecord<T>> = { ...stored };
    delete record.loading;
    // Safe: T plus `loading`, minus `loading` (TypeScript cannot follow the spread/delete on a generic).
    return record as unknown as T;
  };

  /** Stores fresh data, keeping the loading flag of a record already in flight. */
  const upsert = (records: Record<string, StoredRecord<T>>, record: T): void => {
    records[key(record.id)] = { ...record, loading: records[key(record.id)]?.loading ?? false };
  };

  const storeList = (listName: string, answer: ListAnswer<T>): Partial<CollectionState<T>> => {
    const records = { ...state.records };
    answer.data.forEach((record) => upsert(records, record));
    return {
      records,
      lists: { ...state.lists, [listName]: answer.data.map((record) => record.id) },
      meta: { ...state.meta, [listName]: answer.meta },
    };
  };

  function list<Q>(fetcher: (query: Q) => Promise<ListAnswer<T>>, options: ListOptions<Q>): Promise<T[]>;
  function list(fetcher: () => Promise<ListAnswer<T>>, options?: { listName?: string }): Promise<T[]>;
  async function list<Q>(
    fetcher: (query?: Q) => Promise<ListAnswer<T>>,
    options: { listName?: string; query?: Q } = {},
  ): Promise<T[]> {
    const listName = options.listName ?? name;
    const seq = ++requestSeq;
    latestRequest.set(listName, seq);
    pendingLists += 1;
    setState({ listing: true });
    try {
      const answer = await fetcher(options.query);
      pendingLists -= 1;
      const isLatest = latestRequest.get(listName) === seq;
      setState({ listing: pendingLists > 0, ...(isLatest ? storeList(listName, answer) : {}) });
      return answer.data;
    } catch (error) {
      pendingLists -= 1;
      setState({ listing: pendingLists > 0 });
      throw error;
    }
  }

  async function update(id: Id, fn: (current: T) => Promise<T>): Promise<T> {
    const current = requireRecord(id);
    flag(id, 'update');
    try {
      const updated = await fn(current);
      // A record removed meanwhile stays removed.
      withRecord(id, () => ({ ...updated, loading: false }));
      return updated;
    } catch (error) {
      flag(id, false);
      throw error;
    }
  }

  async function remove(id: Id, fn: (current: T) => Promise<unknown>): Promise<void> {
    const current = requireRecord(id);
    flag(id, 'remove');
    try {
      await fn(current);
    } catch (error) {
      flag(id, false);
      throw error;
    }
    const records = { ...state.records };
    delete records[key(id)];
    const lists = Object.fromEntries(
      Object.entries(state.lists).map(([listName, ids]) => [listName, ids.filter((other) => key(other) !== key(id))]),
    );
    setState({ records, lists });
  }

  async function create(fn: () => Promise<T>): Promise<T> {
    pendingCreates += 1;
    setState({ creating: true });
    try {
      const created = await fn();
      const records = { ...state.records };
      upsert(records, created);
      pendingCreates -= 1;
      setState({ records, creating: pendingCreates > 0 });
      return created;
    } catch (error) {
      pendingCreates -= 1;
      setState({ creating: pendingCreates > 0 });
      throw error;
    }
  }

  return {
    name,
    getState: () => state,
    list,
    get: (id) => state.records[key(id)],
    update,
    remove,
    create,
    items: (listName = name) =>
      (state.lists[listName] ?? []).flatMap((id) => {
        const record = state.records[key(id)];
        return record === undefined ? [] : [record];
      }),
    meta: (listName = name) => state.meta[listName],
    isListing: () => state.listing,
    isCreating: () => state.creating,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
