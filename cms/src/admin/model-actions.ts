/**
 * The edit view's "Edit the model" and "Configure the view" are shown only to whoever may use them: Strapi shows
 * both to every editor, who then meets a permission error. Each listed action needs its permission; unknown
 * permissions (not loaded yet) hide it.
 */

type HeaderAction = ((props: never) => unknown) & { type?: string; position?: unknown };

/** The permission each model action needs. */
export const MODEL_ACTIONS: Readonly<Record<string, string>> = {
  'edit-the-model': 'plugin::content-type-builder.read',
  'configure-the-view': 'plugin::content-manager.collection-types.configure-view',
};

/** For `addDocumentHeaderAction`: the header actions with the model actions guarded by `may(permission)`. */
export function hideModelActions(may: (permission: string) => boolean | null) {
  return (actions: HeaderAction[]): HeaderAction[] =>
    actions.map((action) => {
      const needed = action.type === undefined ? undefined : MODEL_ACTIONS[action.type];
      if (!needed) return action;
      // The original runs every time (it uses hooks); its description is dropped when the permission is missing.
      const guarded = (props: never) => {
        const description = action(props);
        return may(needed) === true ? description : null;
      };
      return Object.assign(guarded, { type: action.type, position: action.position });
    });
}
