import type { Post } from './types';

/**
 * Up to `limit` other articles of the same language for "related articles": most shared topics first,
 * then the newest.
 */
export function relatedPostIds(post: Post, all: Post[], limit = 3): string[] {
  const topics = new Set(post.topics.map((t) => t.slug));
  return all
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: other.topics.filter((t) => topics.has(t.slug)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other.id);
}
