import { CmsError } from '@app/cms-client';
import { mapGuide } from './map';

const valid = {
  title: 'The STO Guide',
  subtitle: 'Sub',
  chapters: [{ heading: 'One', body: 'Text' }],
  closingHeading: 'About us',
  closingText: 'We answer within one working day.',
  disclaimer: 'Not legal advice.',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('mapGuide', () => {
  it('maps the CMS entry to the site type', () => {
    expect(mapGuide(valid, 'de')).toEqual({ ...valid, locale: 'de' });
  });

  it.each([
    ['a missing title', { title: undefined }, /field "title" is missing or empty/],
    ['a title that is a number', { title: 42 }, /field "title"/],
    ['chapters that are an object', { chapters: { heading: 'x' } }, /field "chapters" is not a list/],
    ['no chapters', { chapters: [] }, /"chapters" is empty/],
    ['a chapter without body', { chapters: [{ heading: 'x', body: '   ' }] }, /chapters\[0\]: field "body"/],
    ['a date that is not text', { updatedAt: ['2026'] }, /field "updatedAt" is not text/],
  ])('fails on %s, naming the content type and locale', (_case, change, message) => {
    const attempt = () => mapGuide({ ...valid, ...change }, 'de');
    expect(attempt).toThrow(CmsError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as CmsError).info).toMatchObject({ contentType: 'guide', locale: 'de' });
    }
  });
});
