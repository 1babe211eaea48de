import { relatedNodes, relatedPosts, type RelatedCandidate } from './related';

const post = (id: string, date: string, topics: string[]): RelatedCandidate => ({ id, date, topics });

test('prefers articles sharing more topics, then newer ones, never the article itself', () => {
  const all = [
    post('a', '2026-01-01', ['defi', 'tokenization']),
    post('b', '2025-01-01', ['defi']),
    post('c', '2026-05-01', ['ai-ml']),
    post('d', '2024-01-01', ['defi', 'tokenization']),
    post('e', '2026-06-01', ['defi']),
  ];
  expect(relatedPosts(all).get('a')).toEqual(['d', 'e', 'b']);
});

test('fills up with the newest articles when too few share a topic', () => {
  const all = [
    post('a', '2026-01-01', ['defi']),
    post('b', '2025-01-01', ['defi']),
    post('c', '2026-05-01', ['ai-ml']),
    post('d', '2024-01-01', []),
    post('e', '2026-06-01', ['games']),
  ];
  expect(relatedPosts(all).get('a')).toEqual(['b', 'e', 'c']);
  expect(relatedPosts(all).get('d')).toEqual(['e', 'c', 'a']);
});

test('an only article has no related articles', () => {
  expect(relatedPosts([post('a', '2026-01-01', ['defi'])]).get('a')).toEqual([]);
});

test('a page reads its related articles by id (never a query over every article), newest first', () => {
  const nodes = new Map([
    ['a', { id: 'a', date: '2025-01-01' }],
    ['b', { id: 'b', date: '2026-03-01' }],
    ['c', { id: 'c', date: '2025-07-01' }],
  ]);
  const asked: string[][] = [];
  const nodeModel = {
    getNodesByIds: ({ ids }: { ids: string[] }) => {
      asked.push(ids);
      return ids.map((id) => nodes.get(id)!);
    },
  };
  expect(relatedNodes(['a', 'b', 'c'], nodeModel).map((n) => n.id)).toEqual(['b', 'c', 'a']);
  expect(asked).toEqual([['a', 'b', 'c']]);
  expect(relatedNodes([], nodeModel)).toEqual([]);
});

/** Every pair compared: the plain definition the grouped selection must match exactly (ties included). */
function relatedByPairs(posts: readonly RelatedCandidate[], limit = 3): Map<string, string[]> {
  const newestFirst = (a: RelatedCandidate, b: RelatedCandidate) => b.date.localeCompare(a.date);
  const newest = [...posts].sort(newestFirst);
  return new Map(
    posts.map((post) => {
      const shared = new Map<RelatedCandidate, number>();
      for (const topic of new Set(post.topics)) {
        for (const other of posts) {
          if (other !== post && new Set(other.topics).has(topic)) shared.set(other, (shared.get(other) ?? 0) + 1);
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
      return [post.id, picked.map((other) => other.id)];
    }),
  );
}

test('picks exactly what comparing every pair picks, with shared dates and overlapping topic sets', () => {
  let state = 42;
  const rand = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const topics = ['defi', 'tokenization', 'ai-ml', 'security', 'delivery'];
  for (const size of [1, 2, 5, 40, 300]) {
    const all = Array.from({ length: size }, (_, n) =>
      post(
        `p${n}`,
        `2026-01-${String(1 + Math.floor(rand() * 9)).padStart(2, '0')}`,
        Array.from({ length: Math.floor(rand() * 4) }, () => topics[Math.floor(rand() * topics.length)]!),
      ),
    );
    for (const limit of [1, 3, 5]) expect(relatedPosts(all, limit)).toEqual(relatedByPairs(all, limit));
  }
});
