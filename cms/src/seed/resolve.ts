import type { Core } from '@strapi/strapi';

type Attribute = {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  target?: string;
};
type Attributes = Record<string, Attribute>;
type Data = Record<string, unknown>;

export type ResolveContext = {
  /** Uploads (once) a file below fixtures/media and returns its media-library id. */
  media(relativePath: string): Promise<number>;
  /** The documentId of an already seeded fixture of a content type. */
  documentId(uid: string, key: string, from: string): string;
};

/**
 * Turns fixture data into document-service data by walking the schema: media paths become uploaded
 * file ids, relation keys become documentIds, components and dynamic zones are resolved recursively.
 */
export async function resolveData(
  strapi: Core.Strapi,
  attributes: Attributes,
  data: Data,
  ctx: ResolveContext,
  where: string,
): Promise<Data> {
  const out: Data = {};
  for (const [field, value] of Object.entries(data)) {
    const attribute = attributes[field];
    if (field === '__component') {
      out[field] = value;
      continue;
    }
    if (!attribute) throw new Error(`${where}: unknown field "${field}"`);
    out[field] = await resolveValue(strapi, attribute, value, ctx, `${where}.${field}`);
  }
  return out;
}

async function resolveValue(
  strapi: Core.Strapi,
  attribute: Attribute,
  value: unknown,
  ctx: ResolveContext,
  where: string,
): Promise<unknown> {
  if (value === null || value === undefined) return value;
  switch (attribute.type) {
    case 'media':
      return Array.isArray(value) ? Promise.all(value.map((v) => ctx.media(String(v)))) : ctx.media(String(value));
    case 'relation': {
      const keys = Array.isArray(value) ? value : [value];
      const ids = keys.map((k) => ctx.documentId(String(attribute.target), String(k), where));
      return Array.isArray(value) ? ids : ids[0];
    }
    case 'component': {
      const schema = strapi.components[attribute.component as keyof typeof strapi.components];
      const resolveOne = (item: unknown, i?: number) =>
        resolveData(
          strapi,
          schema.attributes as Attributes,
          item as Data,
          ctx,
          i === undefined ? where : `${where}[${i}]`,
        );
      return attribute.repeatable ? Promise.all((value as unknown[]).map(resolveOne)) : resolveOne(value);
    }
    case 'dynamiczone':
      return Promise.all(
        (value as Data[]).map((item, i) => {
          const uid = String(item.__component);
          if (!attribute.components?.includes(uid)) {
            throw new Error(`${where}[${i}]: component "${uid}" is not allowed here`);
          }
          const schema = strapi.components[uid as keyof typeof strapi.components];
          return resolveData(strapi, schema.attributes as Attributes, item, ctx, `${where}[${i}]`);
        }),
      );
    default:
      return value;
  }
}
