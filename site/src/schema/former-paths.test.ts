import { formerPaths } from './extensions';

const post = (locale: string, slug: string) => ({ locale, slug, internal: { type: 'STRAPI_POST' } });
const study = (locale: string, slug: string) => ({ locale, slug, internal: { type: 'STRAPI_CASE_STUDY' } });

describe('formerPaths (addresses before a slug changed)', () => {
  it('are the entry’s former addresses in its language', () => {
    expect(formerPaths(post('en', 'new-title'), ['old-title'])).toEqual(['/insight/old-title/']);
    expect(formerPaths(post('de', 'neuer-titel'), ['alter-titel', 'erster-titel'])).toEqual([
      '/de/insight/alter-titel/',
      '/de/insight/erster-titel/',
    ]);
    expect(formerPaths(study('de', 'notar'), ['notary'])).toEqual(['/de/case-studies/notary/']);
  });

  it('are empty without former slugs, and never the current address or junk', () => {
    expect(formerPaths(post('en', 'a'), null)).toEqual([]);
    expect(formerPaths(post('en', 'a'), { slug: 'b' })).toEqual([]);
    expect(formerPaths(post('en', 'a'), ['a', 'b', 'b', '', 7])).toEqual(['/insight/b/']);
  });
});
