import type { EntryProblem } from '../../schema/validate';
import { previewProblems } from './problems';

const problem = (overrides: Partial<EntryProblem>): EntryProblem => ({
  entryId: 'n1',
  contentType: 'post',
  locale: 'en',
  entry: 'post "launch"',
  field: 'date',
  code: 'missing',
  severity: 'error',
  message: '',
  params: {},
  ...overrides,
});

const nodes: Record<string, { slug?: string; path?: string }> = {
  n1: { slug: 'launch' },
  n2: { slug: 'start' },
  g: {},
  guide: {},
  team: {},
  page: { path: '/about/' },
  topic: { slug: 'defi' },
};

it('groups the problems per entry at the page where the entry appears, missing apart from refused', () => {
  const result = previewProblems(
    [
      problem({ field: 'date' }),
      problem({ field: 'content' }),
      problem({ field: 'imageAlt', code: 'missingAlt' }),
      problem({ entryId: 'n2', locale: 'de', entry: 'post "start"' }),
      problem({ entryId: 'g', contentType: 'global', entry: 'global', field: 'bookingUrl', code: 'unsafeLink' }),
      problem({ entryId: 'guide', contentType: 'guide', locale: 'de', entry: 'guide', field: 'chapters[0].body' }),
      problem({ entryId: 'page', contentType: 'page', entry: 'page "about"', field: 'sections[1].heading' }),
      problem({ entryId: 'topic', contentType: 'topic', entry: 'topic "defi"', field: 'name' }),
    ],
    (id) => nodes[id],
  );
  expect(result).toEqual([
    {
      path: '/insight/launch/',
      locale: 'en',
      entry: 'post "launch"',
      missing: ['date', 'content'],
      toChange: ['imageAlt'],
    },
    { path: '/de/insight/start/', locale: 'de', entry: 'post "start"', missing: ['date'], toChange: [] },
    { path: '*', locale: 'en', entry: 'global', missing: [], toChange: ['bookingUrl'] },
    { path: '/de/sto/', locale: 'de', entry: 'guide', missing: ['chapters[0].body'], toChange: [] },
    { path: '/about/', locale: 'en', entry: 'page "about"', missing: ['sections[1].heading'], toChange: [] },
    { path: '/insight/', locale: 'en', entry: 'topic "defi"', missing: ['name'], toChange: [] },
  ]);
});

it('leaves out warnings and entries that have no page of their own', () => {
  expect(
    previewProblems(
      [
        problem({ code: 'strippedMarkup', severity: 'warning', field: 'content' }),
        problem({ entryId: 'team', contentType: 'team-member', entry: 'team-member "Ada"', field: 'title' }),
      ],
      (id) => nodes[id],
    ),
  ).toEqual([]);
});
