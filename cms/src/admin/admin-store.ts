/**
 * The admin's Redux store, for what a side panel changes behind the Content Manager's back (a restored version, a
 * merged save): telling its API cache that the entry changed makes the edit view load it again, as after a save.
 */
type Store = { dispatch(action: { type: string; payload: unknown }): unknown };
type App = { store?: Store | null };

let app: App | undefined;

/** Called once with the admin application (`register`); its store exists once the admin renders. */
export function useAdminStoreOf(adminApp: App): void {
  app = adminApp;
}

/** The edit view shows the stored version of every entry of `model` again (RTK Query's `invalidateTags`). */
export function reloadDocuments(model: string): void {
  app?.store?.dispatch({
    type: 'adminApi/invalidateTags',
    payload: [
      { type: 'Document', id: `${model}_ALL_ITEMS` },
      { type: 'Document', id: model },
    ],
  });
}
