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
