import assert from 'node:assert/strict';
import { fetchedInFull } from './bench-cms.mjs';

test('reads what the sourcing step fetched in full, per type and in sum', () => {
  const output = [
    'info gatsby-source-strapi is using Strapi version 5',
    '\u001b[32minfo\u001b[39m Strapi fetched in full: page 0/20, post 1/24, case-study 0/6, global 0/2',
    'success source and transform nodes - 3.2s',
  ].join('\n');
  expect(fetchedInFull(output)).toEqual({
    fetched: 1,
    of: 52,
    types: [
      { type: 'page', fetched: 0, of: 20 },
      { type: 'post', fetched: 1, of: 24 },
      { type: 'case-study', fetched: 0, of: 6 },
      { type: 'global', fetched: 0, of: 2 },
    ],
  });
});

test('says nothing when the build printed no such line (an unpatched plugin)', () => {
  expect(fetchedInFull('info gatsby-source-strapi is using Strapi version 5\n')).toBeUndefined();
});

test('reads the line as Gatsby prints it into a pipe: wrapped at 80 columns, ended by a blank line', () => {
  const output = [
    '\u001b[2K\u001b[1A\u001b[2K\u001b[Ginfo Strapi fetched in full: case-study 0/12, global 0/2, guide 0/2, job-opening',
    ' 0/6, media-mention 0/14, page 0/66, post 1/24, quiz 0/2, service-item 0/12,',
    'team-member 0/14, topic 0/10',
    '',
    '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Clean up stale nodes - 0.047s - 108/0 0.00/s',
  ].join('\n');
  const fetched = fetchedInFull(output);
  assert(fetched, 'the line was found');
  expect([fetched.fetched, fetched.of]).toEqual([1, 164]);
  expect(fetched.types.map((t) => t.type)).toEqual([
    'case-study',
    'global',
    'guide',
    'job-opening',
    'media-mention',
    'page',
    'post',
    'quiz',
    'service-item',
    'team-member',
    'topic',
  ]);
});
