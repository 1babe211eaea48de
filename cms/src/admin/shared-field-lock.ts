/**
 * Fields shared by all languages, read-only in the form for whoever may not update them. Strapi's own
 * rule shows a field read-only when the role's update permission leaves it out — but only for a language version
 * that exists: on a new one (a translator adding the German version) the form applies the create permission, which
 * must carry the shared fields so that the new version keeps them. The edit view layout hook marks them disabled
 * there too. The CMS refuses a change either way (`editorial/shared-fields.ts`); this is what the editor sees.
 */

export type AdminPermission = {
  action: string;
  subject: string | null;
  properties?: { fields?: string[] | null; locales?: string[] };
};
type Field = { name: string; disabled?: boolean; attribute?: { pluginOptions?: { i18n?: { localized?: boolean } } } };
type EditLayout = { layout: Field[][][] } & Record<string, unknown>;

const UPDATE = 'plugin::content-manager.explorer.update';

/** True when one of `permissions` lets its holder update `field` of `uid` in `locale`. */
export function mayUpdateField(permissions: readonly AdminPermission[], uid: string, locale: string, field: string) {
  return permissions.some((permission) => {
    if (permission.action !== UPDATE || permission.subject !== uid) return false;
    const { fields, locales } = permission.properties ?? {};
    const fieldAllowed =
      fields === undefined || fields === null || fields.some((f) => f === field || f.startsWith(`${field}.`));
    return fieldAllowed && (locales === undefined || locales.includes(locale));
  });
}

const isShared = (field: Field) => field.attribute?.pluginOptions?.i18n?.localized === false;

/** `layout` with every shared field the holder of `permissions` may not update in `locale` disabled. */
export function lockSharedFields(
  layout: EditLayout,
  { permissions, uid, locale }: { permissions: readonly AdminPermission[]; uid: string; locale: string },
): EditLayout {
  const lock = (field: Field): Field =>
    isShared(field) && !mayUpdateField(permissions, uid, locale, field.name) ? { ...field, disabled: true } : field;
  return { ...layout, layout: layout.layout.map((panel) => panel.map((row) => row.map(lock))) };
}

/** The content type of the edit view in the address (`…/collection-types/<uid>/…`, `…/single-types/<uid>`). */
export function modelInPath(pathname: string): string | null {
  return /\/content-manager\/(?:collection|single)-types\/([^/?]+)/.exec(pathname)?.[1] ?? null;
}
