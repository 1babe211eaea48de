/** What related-article selection reads of an article. */
export type RelatedCandidate = { id: string; date: string; topics: readonly string[] };

const newestFirst = (a: RelatedCandidate, b: RelatedCandidate) => b.date.localeCompare(a.date);

/**
 * "Related articles" for every article of one language: up to `limit` others, most shared topics first,
 * then the newest. Articles are found through a topic index, so thousands of articles cost a few
 * milliseconds, not a comparison of every pair.
 */
export function relatedPosts(posts: readonly RelatedCandidate[], limit = 3): Map<string, string[]> {
  const byTopic = new Map<string, RelatedCandidate[]>();
  for (const post of posts) {
    for (const topic of new Set(post.topics)) byTopic.set(topic, [...(byTopic.get(topic) ?? []), post]);
  }
  const newest = [...posts].sort(newestFirst);
  const result = new Map<string, string[]>();
  for (const post of posts) {
    const shared = new Map<RelatedCandidate, number>();
    for (const topic of new Set(post.topics)) {
      for (const other of byTopic.get(topic) ?? []) {
        if (other !== post) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    const picked = [...shared]
      .sort(([a, sa], [b, sb]) => sb - sa || newestFirst(a, b))
      .slice(0, limit)
      .map(([other]) => other);
    for (const other of newest) {
      if (picked.length >= limit) break;
      if (other !== post && !picked.includes(other)) picked.push(other);
    }
    result.set(
      post.id,
      picked.map((other) => other.id),
    );
  }
  return result;
}

type Node = { id: string; date?: unknown };
type NodeModel = { getNodesByIds(args: { ids: string[]; type?: string }): Iterable<Node> | Node[] };

/**
 * The related articles of one page (`relatedPosts`' ids, set as page context by createPages), newest first. Read by
 * id, so the page depends on those articles only: a query over every article (`allStrapiPost(filter: { id: { in
 * … } })`) makes Gatsby re-run every article's query when any one article changes.
 */
export function relatedNodes(ids: readonly string[], nodeModel: NodeModel): Node[] {
  const nodes = [...nodeModel.getNodesByIds({ ids: [...ids], type: 'STRAPI_POST' })].filter(Boolean);
  return nodes.sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
}
