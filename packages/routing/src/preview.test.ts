import { PREVIEWABLE_TYPES, previewPathOf } from './preview';

describe('previewPathOf: where the preview opens an entry', () => {
  it.each([
    [{ uid: 'api::post.post', locale: 'en', slug: 'tokenisation-2026' }, '/insight/tokenisation-2026/'],
    [{ uid: 'api::post.post', locale: 'de', slug: 'tokenisierung-2026' }, '/de/insight/tokenisierung-2026/'],
    [{ uid: 'api::page.page', locale: 'de', path: '/sto/legal/' }, '/de/sto/legal/'],
    [{ uid: 'api::page.page', locale: 'en', path: '/' }, '/'],
    [{ uid: 'api::case-study.case-study', locale: 'de', slug: 'bank-x' }, '/de/case-studies/bank-x/'],
    [{ uid: 'api::topic.topic', locale: 'de', slug: 'defi' }, '/de/insight/?topic=defi'],
    [{ uid: 'api::quiz.quiz', locale: 'de' }, '/de/sto/quiz/'],
    [{ uid: 'api::global.global', locale: 'en' }, '/'],
  ])('%o → %s', (entry, expected) => {
    expect(previewPathOf(entry)).toBe(expected);
  });

  it('encodes slugs, so a slug cannot leave its route or inject markup', () => {
    expect(previewPathOf({ uid: 'api::post.post', locale: 'en', slug: '../../admin' })).toBe(
      '/insight/..%2F..%2Fadmin/',
    );
    expect(previewPathOf({ uid: 'api::topic.topic', locale: 'en', slug: 'a&b=<script>' })).toBe(
      '/insight/?topic=a%26b%3D%3Cscript%3E',
    );
  });

  it.each([
    [{ uid: 'api::team-member.team-member', locale: 'en', slug: 'x' }],
    [{ uid: 'api::post.post', locale: 'xx', slug: 'x' }],
    [{ uid: 'api::post.post', locale: 'en', slug: '' }],
    [{ uid: 'api::post.post', locale: 'en', slug: ['x'] }],
    [{ uid: 'api::page.page', locale: 'en', path: null }],
    [{ uid: 'constructor', locale: 'en', slug: 'x' }],
  ])('has no preview for %o', (entry) => {
    expect(previewPathOf(entry)).toBeNull();
  });

  it('lists the previewable types', () => {
    expect(PREVIEWABLE_TYPES).toEqual(expect.arrayContaining(['api::post.post', 'api::page.page', 'api::topic.topic']));
  });
});
