/**
 * A red "Not Found" notice after every successful delete: deleting from the edit view invalidates the
 * deleted document's own cache entry, so the Content Manager fetches it once more before it leaves the page, gets
 * 404 and shows that as an error. This store middleware lets that one answer pass unseen: a failed document fetch
 * with 404 for a document deleted in this tab moments ago. Any other failure is shown as before.
 */

type Args = { model?: string; documentId?: string; documentIds?: string[] };
type Action = {
  type?: string;
  payload?: unknown;
  meta?: { arg?: { endpointName?: string; originalArgs?: Args } };
};
type Next = (action: Action) => unknown;

/** How long after a delete a 404 for the deleted document is expected. */
const QUIET_MS = 10_000;
const DELETES = new Set(['deleteDocument', 'deleteManyDocuments']);
const FETCHES = new Set(['getDocument']);

const keysOf = (args: Args | undefined): string[] =>
  args?.model ? [args.documentId, ...(args.documentIds ?? [])].filter(Boolean).map((id) => `${args.model}:${id}`) : [];

/** A Redux middleware for `app.addMiddlewares` (the admin calls each entry once to create it). */
export function quietRefetchOfDeletedDocuments(now: () => number = Date.now) {
  return () => {
    const deleted = new Map<string, number>();
    return () => (next: Next) => (action: Action) => {
      const arg = action.meta?.arg;
      if (arg?.endpointName && DELETES.has(arg.endpointName) && action.type?.endsWith('/fulfilled')) {
        for (const key of keysOf(arg.originalArgs)) deleted.set(key, now());
      }
      if (arg?.endpointName && FETCHES.has(arg.endpointName) && action.type?.endsWith('/rejected')) {
        const error = action.payload as { status?: number; name?: string } | undefined;
        const notFound = error?.status === 404 || error?.name === 'NotFoundError';
        const [key] = keysOf(arg.originalArgs);
        const at = key === undefined ? undefined : deleted.get(key);
        if (notFound && at !== undefined && now() - at < QUIET_MS) return undefined;
      }
      return next(action);
    };
  };
}
