/** The parts of gatsby-source-strapi's (patched) internals that the `strapi-plugin*.test.ts` files exercise. */
type StrapiNode = { id: string; internal: { type: string; contentDigest: string }; [field: string]: unknown };

declare module 'gatsby-source-strapi/dist/normalize' {
  export function createNodes(entity: Record<string, unknown>, context: object, uid: string): StrapiNode[];
}

declare module 'gatsby-source-strapi/dist/helpers' {
  export function buildMapFromNodes(nodes: object[]): Record<string, unknown>;
  export function buildNodesToRemoveMap(
    existing: Record<string, unknown>,
    endpoints: Array<{ singularName: string }>,
    data: object[][],
  ): Record<string, StrapiNode[]>;
}

declare module 'gatsby-source-strapi/dist/fetch' {
  export function fetchEntity(config: object, context: object): Promise<Array<Record<string, unknown>>>;
}

declare module 'gatsby-source-strapi/dist/gatsby-node' {
  export function sourceNodes(args: object, options: object): Promise<void>;
}

declare module 'gatsby-source-strapi/dist/axios-instance' {
  import type { AxiosInstance } from 'axios';

  export function createAxiosInstance(config: {
    apiURL: string;
    accessToken?: string;
    maxParallelRequests?: number;
  }): AxiosInstance;
}
