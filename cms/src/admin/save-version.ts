/**
 * The admin's half of "no save overwrites someone else's": every save and publish of the edit view carries the
 * version of the entry the form was loaded from (`updatedAt` of the document the Content Manager holds, which is
 * what its form shows), and a save the CMS refuses with 409 is kept here with the refusal, so the edit view's
 * "Saved meanwhile" panel can show both versions and apply the editor's changes on top. The CMS checks the version
 * (`editorial/save-conflicts.ts`).
 */
// What a refused save's 409 says (`error.details.conflict`): the server's type, erased from the bundle.
import type { Conflict } from '../editorial/save-conflicts';

export type { Conflict, ConflictField } from '../editorial/save-conflicts';

type DocumentArgs = {
  collectionType?: string;
  model?: string;
  documentId?: string;
  params?: { locale?: string };
  data?: Record<string, unknown>;
};
type Action = {
  type?: string;
  payload?: unknown;
  meta?: { arg?: { endpointName?: string; originalArgs?: DocumentArgs } };
};
type Next = (action: Action) => unknown;
type CachedQuery = {
  endpointName?: string;
  originalArgs?: DocumentArgs & { params?: { status?: string } };
  data?: { data?: { documentId?: string; locale?: string | null; updatedAt?: string } };
};
type State = { adminApi?: { queries?: Record<string, CachedQuery | undefined> } };

/** Saves that write the edit view's form. */
const SAVES = new Set(['updateDocument', 'publishDocument']);

/** A refused save: where, why, and what the editor had in the form. */
export type RefusedSave = {
  model: string;
  documentId: string;
  locale: string;
  conflict: Conflict;
  data: Record<string, unknown>;
};

const refused = new Map<string, RefusedSave>();
const listeners = new Set<() => void>();
const keyOf = (model: string, documentId: string, locale: string) => `${model}|${documentId}|${locale}`;

/** The refused save of one language version, if the editor has not dealt with it yet. */
export const refusedSave = (model: string, documentId: string, locale: string) =>
  refused.get(keyOf(model, documentId, locale)) ?? null;

/** Calls `listener` whenever a save is refused or dealt with; returns the unsubscribe function. */
export function onRefusedSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The editor dealt with the refused save (reloaded, merged, or saved again successfully). */
export function forgetRefusedSave(model: string, documentId: string, locale: string): void {
  if (refused.delete(keyOf(model, documentId, locale))) listeners.forEach((listener) => listener());
}

/** The document the edit view holds for the save's entry and language (its draft, not the published tab). */
function loadedDocument(state: State, args: DocumentArgs) {
  const locale = args.params?.locale;
  const candidates = Object.values(state.adminApi?.queries ?? {}).filter(
    (query): query is CachedQuery =>
      query?.endpointName === 'getDocument' &&
      query.originalArgs?.model === args.model &&
      query.originalArgs?.params?.status !== 'published' &&
      (args.documentId === undefined || query.data?.data?.documentId === args.documentId) &&
      (locale === undefined || query.data?.data?.locale === locale),
  );
  return candidates[0]?.data?.data ?? null;
}

const conflictOf = (payload: unknown): Conflict | null => {
  const error = payload as { status?: number; details?: { conflict?: Conflict } } | undefined;
  return error?.status === 409 && error.details?.conflict ? error.details.conflict : null;
};

function remember(args: DocumentArgs, conflict: Conflict, data: Record<string, unknown>, documentId: string) {
  const locale = args.params?.locale ?? '';
  refused.set(keyOf(args.model ?? '', documentId, locale), {
    model: args.model ?? '',
    documentId,
    locale,
    conflict,
    data,
  });
  listeners.forEach((listener) => listener());
}

/** A Redux middleware for `app.addMiddlewares` (the admin calls each entry once to create it). */
export function sendLoadedVersion() {
  return () =>
    ({ getState }: { getState: () => unknown }) =>
    (next: Next) =>
    (action: Action) => {
      const arg = action.meta?.arg;
      const args = arg?.originalArgs;
      if (!arg?.endpointName || !SAVES.has(arg.endpointName) || !args?.data || !action.type) return next(action);
      const loaded = loadedDocument(getState() as State, args);
      if (action.type.endsWith('/pending') && loaded?.updatedAt && args.data.updatedAt === undefined) {
        // The form's values as the Content Manager sends them, plus the version they were loaded from.
        args.data.updatedAt = loaded.updatedAt;
      }
      const documentId = args.documentId ?? loaded?.documentId;
      const conflict = action.type.endsWith('/rejected') ? conflictOf(action.payload) : null;
      if (conflict && documentId) remember(args, conflict, args.data, documentId);
      if (action.type.endsWith('/fulfilled') && documentId)
        forgetRefusedSave(args.model ?? '', documentId, args.params?.locale ?? '');
      return next(action);
    };
}
