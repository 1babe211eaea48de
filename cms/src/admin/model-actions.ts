/**
 * The edit view's "Edit the model" and "Configure the view" are shown only to whoever may use them: Strapi shows
 * both to every editor, who then meets a permission error. They are document actions (position "header", in the
 * "More actions" menu), so the guard wraps them in the content manager's document actions; each listed action needs
 * its permission, and while the permissions are not known the action stays hidden.
 */

type ActionProps = { collectionType?: string };
type DocumentAction = ((props: ActionProps) => unknown) & { type?: string; position?: unknown };
type Permission = { action: string };

/** The permission each model action needs, for the kind of content the view shows. */
export const MODEL_ACTIONS: Readonly<Record<string, (props: ActionProps) => string>> = {
  'edit-the-model': () => 'plugin::content-type-builder.read',
  'configure-the-view': ({ collectionType }) =>
    `plugin::content-manager.${collectionType === 'single-types' ? 'single-types' : 'collection-types'}.configure-view`,
};

/**
 * For `addDocumentAction`: the document actions with the model actions guarded. `usePermissions` is a React hook
 * (the actions render as components) answering the signed-in user's permissions, or null before they are loaded.
 */
export function hideModelActions(usePermissions: () => readonly Permission[] | null | undefined) {
  return <Action extends DocumentAction>(actions: Action[]): Action[] =>
    actions.map((action) => {
      const needs = action.type === undefined ? undefined : MODEL_ACTIONS[action.type];
      if (!needs) return action;
      // Hooks run in the same order on every render: the original first (it uses hooks), then the permissions.
      const GuardedAction = (props: ActionProps) => {
        const description = action(props);
        const permissions = usePermissions();
        const needed = needs(props);
        return permissions?.some((p) => p.action === needed) === true ? description : null;
      };
      return Object.assign(GuardedAction, { type: action.type, position: action.position }) as unknown as Action;
    });
}
