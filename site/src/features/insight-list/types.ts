import type { Pagination, TopicRef } from '@app/cms-client';
import type { CmsImageData } from '../../components/CmsImage/CmsImage';

/** A card's image: built with the site (responsive versions) or, for runtime results, the CMS's own file. */
export type PostCardImage =
  | { kind: 'built'; image: CmsImageData; alt: string | null }
  | { kind: 'remote'; url: string; width: number | null; height: number | null; alt: string };

/** One card of the insight list, whether the build rendered it or the runtime API returned it. */
export type PostCardData = {
  title: string;
  /** Localized article path (`/de/insight/{slug}/`). */
  path: string;
  date: string;
  excerpt: string;
  image: PostCardImage | null;
  topics: TopicRef[];
};

/** Paging of the list on screen: Strapi's `meta.pagination`, and the same shape for the static first page. */
export type PageMeta = Pagination;

/** What the visitor asked for. `topic` is one topic slug, `''` for all topics; `page` counts from 1. */
export type InsightQuery = { search: string; topic: string; page: number };
