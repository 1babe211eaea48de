import { relatedPostIds } from './related';
import type { Post } from './types';

const post = (id: string, date: string, topics: string[]) =>
  ({ id, date, topics: topics.map((slug) => ({ slug, name: slug })) }) as Post;

test('prefers articles sharing more topics, then newer ones, never the article itself', () => {
  const current = post('a', '2026-01-01', ['defi', 'tokenization']);
  const all = [
    current,
    post('b', '2025-01-01', ['defi']),
    post('c', '2026-05-01', ['ai-ml']),
    post('d', '2024-01-01', ['defi', 'tokenization']),
    post('e', '2026-06-01', ['defi']),
  ];
  expect(relatedPostIds(current, all)).toEqual(['d', 'e', 'b']);
});
