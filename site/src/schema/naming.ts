/**
 * Names gatsby-source-strapi gives the GraphQL node types it creates. The plugin's rule (its
 * `makeParentNodeName`): `STRAPI_<SNAKE_SINGULAR_NAME>` for content types,
 * `STRAPI__COMPONENT_<SNAKE_CATEGORY>_<SNAKE_NAME>` for components. Defined once, here.
 */
const snakeUpper = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toUpperCase();

/** `post` → `STRAPI_POST`, `case-study` → `STRAPI_CASE_STUDY`. */
export function contentTypeNodeName(singularName: string): string {
  return `STRAPI_${snakeUpper(singularName)}`;
}

type SnakeUpper<S extends string> = S extends `${infer A}-${infer B}`
  ? `${Uppercase<A>}_${SnakeUpper<B>}`
  : Uppercase<S>;

/** The node type name of a component UID, as a type: `'sections.four-steps'` → `'STRAPI__COMPONENT_SECTIONS_FOUR_STEPS'`. */
export type ComponentNodeName<Uid extends string> = Uid extends `${infer Category}.${infer Name}`
  ? `STRAPI__COMPONENT_${SnakeUpper<Category>}_${SnakeUpper<Name>}`
  : never;

/** `sections.four-steps` → `STRAPI__COMPONENT_SECTIONS_FOUR_STEPS`. */
export function componentNodeName<Uid extends string>(uid: Uid): ComponentNodeName<Uid> {
  const [category, name] = uid.split('.') as [string, string];
  return `STRAPI__COMPONENT_${snakeUpper(category)}_${snakeUpper(name)}` as ComponentNodeName<Uid>;
}

/** Media files (the upload plugin's files) are one node type. */
export const MEDIA_NODE = 'STRAPI__MEDIA';
