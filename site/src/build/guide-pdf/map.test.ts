import { guideFromNode } from './map';

const node = {
  title: 'The STO Guide',
  subtitle: 'Sub',
  chapters: [{ heading: 'One', body: 'Text' }],
  closingHeading: 'About us',
  closingText: 'We answer within one working day.',
  disclaimer: 'Not legal advice.',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('guideFromNode', () => {
  it('takes the guide of the build query as the site type of its locale', () => {
    expect(guideFromNode(node, 'de')).toEqual({ ...node, locale: 'de' });
  });

  it('keeps an unknown change date as null (the PDF then shows no "as of")', () => {
    expect(guideFromNode({ ...node, updatedAt: null }, 'en').updatedAt).toBeNull();
  });
});
