/**
 * Shapes of the CMS's REST answers, as far as the site reads them. Only `map.ts` and `load.ts` use
 * these names.
 */
export type StrapiMedia = {
  url: string;
  hash: string;
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
};

export type StrapiDocument = {
  id: number;
  documentId: string;
  locale: string;
  [field: string]: unknown;
};

export type StrapiComponent = { id: number; __component?: string; [field: string]: unknown };
