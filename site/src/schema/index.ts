import type { GatsbyNode } from 'gatsby';
import { SECTION_DEFINITIONS } from '../sections/definitions';
import { registerFieldExtensions } from './extensions';
import { CONTENT_TYPE_DEFS } from './types';

/** Every SDL string of the site's CMS schema: content types, shared components, one per section. */
export const TYPE_DEFS: string[] = [CONTENT_TYPE_DEFS, ...Object.values(SECTION_DEFINITIONS).map((d) => d.typeDefs)];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args, options) => {
  registerFieldExtensions!(args, options, () => undefined);
  args.actions.createTypes(TYPE_DEFS);
};
