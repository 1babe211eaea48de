import type { GatsbyNode } from 'gatsby';
import { relatedNodes } from '../build/related';
import { SECTION_DEFINITIONS } from '../sections/definitions';
import { registerFieldExtensions } from './extensions';
import { imageDataOncePerImage } from './image-data';
import { CONTENT_TYPE_DEFS } from './types';

/** Every SDL string of the site's CMS schema: content types, shared components, one per section. */
export const TYPE_DEFS: string[] = [CONTENT_TYPE_DEFS, ...Object.values(SECTION_DEFINITIONS).map((d) => d.typeDefs)];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args, options) => {
  registerFieldExtensions!(args, options, () => undefined);
  args.actions.createTypes(TYPE_DEFS);
};

/**
 * `relatedPosts(ids)`: an article page's related articles (build/related.ts), as a root field that reads them by
 * id — so one changed article re-runs only the pages that show it, not every article page. `gatsbyImageData` is
 * worked out once per image and arguments (`image-data.ts`).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    Query: {
      relatedPosts: {
        type: '[STRAPI_POST!]!',
        args: { ids: '[String!]!' },
        resolve: (
          _source: unknown,
          args: { ids: string[] },
          context: { nodeModel: Parameters<typeof relatedNodes>[1] },
        ) => relatedNodes(args.ids, context.nodeModel),
      },
    },
    ImageSharp: { gatsbyImageData: { resolve: imageDataOncePerImage() } },
  });
};
