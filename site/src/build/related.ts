/** What related-article selection reads of an article. */
export type RelatedCandidate = { id: string; date: string; topics: readonly string[] };

const newestFirst = (a: RelatedCandidate, b: RelatedCandidate) => b.date.localeCompare(a.date);

/**
 * "Related articles" for every article of one language: up to `limit` others, most shared topics first,
 * then the newest (equal dates: the one that shares the article's earlier-listed topic, then input order). Articles
 * with the same set of topics share as many topics with any article, so each article looks at the newest few of
 * every such group (there are few groups), never at every article that shares a topic: at 2,000 articles in five
 * topics that comparison of pairs took 0.4 s per language, and it grows with the square.
 */
export function relatedPosts(posts: readonly RelatedCandidate[], limit = 3): Map<string, string[]> {
  type Ranked = { post: RelatedCandidate; index: number };
  const byDateThenInput = (a: Ranked, b: Ranked) => newestFirst(a.post, b.post) || a.index - b.index;
  const groups = new Map<string, { topics: Set<string>; members: Ranked[] }>();
  posts.forEach((post, index) => {
    const topics = new Set(post.topics);
    if (topics.size === 0) return;
    const key = JSON.stringify([...topics].sort());
    const group = groups.get(key) ?? { topics, members: [] };
    group.members.push({ post, index });
    groups.set(key, group);
  });
  // The newest of each group, one more than needed (the article itself may be among them).
  const heads = [...groups.values()].map(({ topics, members }) => ({
    topics,
    newest: members.sort(byDateThenInput).slice(0, limit + 1),
  }));
  const newest = [...posts].sort(newestFirst);
  const result = new Map<string, string[]>();
  for (const post of posts) {
    const own = [...new Set(post.topics)];
    const candidates: Array<Ranked & { shared: number; firstTopic: number }> = [];
    for (const { topics, newest: head } of heads) {
      const shared = own.filter((topic) => topics.has(topic)).length;
      if (shared === 0) continue;
      const firstTopic = own.findIndex((topic) => topics.has(topic));
      for (const member of head) {
        if (member.post !== post) candidates.push({ ...member, shared, firstTopic });
      }
    }
    const picked = candidates
      .sort(
        (a, b) =>
          b.shared - a.shared || newestFirst(a.post, b.post) || a.firstTopic - b.firstTopic || a.index - b.index,
      )
      .slice(0, limit)
      .map(({ post: other }) => other);
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
