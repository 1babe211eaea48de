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
