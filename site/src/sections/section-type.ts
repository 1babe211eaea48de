import { componentNodeName } from '../schema/naming';

/**
 * SDL of a section component's node type: the site's `PageSection` fields (component UID, heading, lead
 * text) plus the section's own fields. `fields` is where the section's CMS names meet the site's.
 */
export function sectionType(uid: string, fields = ''): string {
  return /* GraphQL */ `
    type ${componentNodeName(uid)} implements Node & PageSection @dontInfer {
      component: String! @proxy(from: "strapi_component")
      heading: String! @typeset
      text: String @typeset
      ${fields}
    }
  `;
}

/** A linked list of shared components, e.g. `items: [STRAPI__COMPONENT_SHARED_ITEM!]!`. */
export const listOf = (field: string, uid: string) =>
  `${field}: [${componentNodeName(uid)}!]! @linkedList(from: "${field}___NODE")`;

/** One optional linked component or media file. */
export const linkTo = (field: string, type: string) => `${field}: ${type} @link(from: "${field}___NODE")`;
