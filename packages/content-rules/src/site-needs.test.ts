import { PAGE_KEYS } from '@app/routing';
import { PAGE_UID, missingPageKeys, removalProblems } from './site-needs';

describe('removalProblems: what the site would lack after a language version is unpublished or deleted', () => {
  it('the only German imprint page: its route in German', () => {
    expect(
      removalProblems(
        PAGE_UID,
        [{ locale: 'de', key: 'imprint' }],
        [
          { locale: 'de', key: 'privacy' },
          { locale: 'en', key: 'imprint' },
        ],
      ),
    ).toEqual([{ code: 'routeNeeded', locale: 'de', key: 'imprint', path: '/de/imprint/' }]);
  });

  it('another German page with the same key stays: nothing is lost', () => {
    expect(removalProblems(PAGE_UID, [{ locale: 'de', key: 'imprint' }], [{ locale: 'de', key: 'imprint' }])).toEqual(
      [],
    );
  });

  it('a page without a route key (a campaign page) may go as long as other pages stay', () => {
    expect(removalProblems(PAGE_UID, [{ locale: 'en', key: null }], [{ locale: 'en', key: 'home' }])).toEqual([]);
  });

  it('the last published entry of a needed type in a language', () => {
    expect(removalProblems('api::topic.topic', [{ locale: 'en' }], [{ locale: 'de' }])).toEqual([
      { code: 'lastPublishedEntry', locale: 'en', uid: 'api::topic.topic' },
    ]);
  });

  it('both languages at once (locale *): each language named once', () => {
    const problems = removalProblems(
      PAGE_UID,
      [
        { locale: 'en', key: 'imprint' },
        { locale: 'de', key: 'imprint' },
      ],
      [],
    );
    expect(problems.map((p) => `${p.code} ${p.locale}`)).toEqual([
      'lastPublishedEntry en',
      'routeNeeded en',
      'lastPublishedEntry de',
      'routeNeeded de',
    ]);
  });

  it('types the site does not need are never refused', () => {
    expect(removalProblems('api::job-opening.job-opening', [{ locale: 'de' }], [])).toEqual([]);
  });
});

test('missingPageKeys: every route key without a page in the language', () => {
  const all = PAGE_KEYS.map((key) => ({ locale: 'de', key }));
  expect(missingPageKeys(all, 'de')).toEqual([]);
  expect(
    missingPageKeys(
      all.filter((p) => p.key !== 'imprint'),
      'de',
    ),
  ).toEqual(['imprint']);
  expect(missingPageKeys(all, 'en')).toEqual(PAGE_KEYS);
});
