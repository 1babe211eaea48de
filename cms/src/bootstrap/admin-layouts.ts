import type { Core } from '@strapi/strapi';
import {
  COMMON_FIELDS,
  CONTENT_TYPE_LAYOUTS,
  HIDDEN_IN_FORM,
  MAINTAINED_FIELDS,
  SINGLE_TYPE_LAYOUTS,
  SYSTEM_FIELDS,
  SYSTEM_TYPE_LAYOUTS,
  type FieldText,
  type TypeLayout,
} from '../editorial/layouts';

type Metadata = {
  edit: Record<string, unknown> & { label?: string; description?: string; editable?: boolean };
  list: Record<string, unknown> & { label?: string };
};
type Row = Array<{ name: string; size: number }>;
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Row[] };
};
type ConfigService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Omit<Configuration, 'uid'>): Promise<unknown>;
};

const MAX_ROW = 12;

/** Rows of the edit form in `order` (unnamed fields after), keeping each field's size; rows never exceed 12. */
export function orderedRows(current: Row[], order: readonly string[]): Row[] {
  const fields = current.flat();
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const sorted = [...fields].sort((a, b) => rank(a.name) - rank(b.name));
  const rows: Row[] = [];
  for (const field of sorted) {
    const last = rows[rows.length - 1];
    const used = last?.reduce((sum, f) => sum + f.size, 0) ?? MAX_ROW;
    if (last && used + field.size <= MAX_ROW) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The configuration with this layout's labels, help texts, order, list columns and read-only system fields. */
export function applyLayout(uid: string, config: Configuration, layout: TypeLayout): Omit<Configuration, 'uid'> {
  const system = new Set([...(SYSTEM_FIELDS[uid] ?? []), ...MAINTAINED_FIELDS]);
  const metadatas: Record<string, Metadata> = {};
  for (const [name, metadata] of Object.entries(config.metadatas)) {
    const text: FieldText | undefined = layout.fields?.[name] ?? COMMON_FIELDS[name];
    metadatas[name] = {
      edit: {
        ...metadata.edit,
        ...(text ? { label: text.label, description: text.help ?? '' } : {}),
        ...(system.has(name) ? { editable: false } : {}),
      },
      list: { ...metadata.list, ...(text ? { label: text.label } : {}) },
    };
  }
  const shown = config.layouts.edit
    .map((row) => row.filter((field) => !HIDDEN_IN_FORM.includes(field.name)))
    .filter((row) => row.length > 0);
  const columns = [layout.mainField, ...layout.list].filter((name) => name in config.metadatas);
  return {
    settings:
      layout.list.length > 0
        ? { ...config.settings, mainField: layout.mainField, defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC' }
        : config.settings,
    metadatas,
    layouts: {
      list: layout.list.length > 0 ? columns : config.layouts.list,
      edit: layout.order.length > 0 ? orderedRows(shown, layout.order) : shown,
    },
  };
}

/** Writes the editors' labels and layouts into the Content Manager's stored configuration (runs at boot). */
export async function ensureAdminLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types') as ConfigService;
  for (const [uid, layout] of Object.entries({
    ...CONTENT_TYPE_LAYOUTS,
    ...SINGLE_TYPE_LAYOUTS,
    ...SYSTEM_TYPE_LAYOUTS,
  })) {
    if (!strapi.contentTypes[uid as keyof typeof strapi.contentTypes])
      throw new Error(`admin layout for unknown ${uid}`);
    const config = await service.findConfiguration({ uid });
    await service.updateConfiguration({ uid }, applyLayout(uid, config, layout));
  }
}

/** Plain labels and help texts for the fields of every component (section headings, eyebrows, buttons …). */
export async function ensureComponentLabels(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('components') as ConfigService;
  for (const uid of Object.keys(strapi.components)) {
    const config = await service.findConfiguration({ uid });
    await service.updateConfiguration(
      { uid },
      applyLayout(uid, config, { mainField: config.settings.mainField as string, list: [], order: [] }),
    );
  }
}

/**
 * The dashboard's "Last edited entries" lists content (types with drafts and publishing) only: the outbox,
 * subscribers and contact messages are written by visitors and the mailer, not edited, and crowded it out.
 */
export function editedContentOnlyOnDashboard(strapi: Core.Strapi): void {
  const homepage = strapi.plugin('content-manager').service('homepage') as {
    queryLastDocuments(query: Record<string, unknown>, draftAndPublishOnly?: boolean): Promise<unknown[]>;
    addStatusToDocuments(documents: unknown[]): Promise<unknown[]>;
    getRecentlyUpdatedDocuments(): Promise<unknown[]>;
  };
  homepage.getRecentlyUpdatedDocuments = async () =>
    homepage.addStatusToDocuments(await homepage.queryLastDocuments({ sort: 'updatedAt:desc' }, true));
}
