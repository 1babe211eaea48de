import { linesBeforeBreak } from './page-break';

const paragraph = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1} of the paragraph`);

describe('linesBeforeBreak: where a page may end inside a paragraph', () => {
  it('keeps the whole paragraph when it fits', () => {
    expect(linesBeforeBreak(paragraph(5), 5)).toBe(5);
    expect(linesBeforeBreak(paragraph(5), 30)).toBe(5);
  });

  it('moves the paragraph to the next page rather than leave its first line alone (an orphan)', () => {
    expect(linesBeforeBreak(paragraph(6), 1)).toBe(0);
    expect(linesBeforeBreak(paragraph(6), 0)).toBe(0);
  });

  it('keeps one line fewer rather than leave the last line alone on the next page (a widow)', () => {
    expect(linesBeforeBreak(paragraph(6), 5)).toBe(4);
    expect(linesBeforeBreak(paragraph(3), 2)).toBe(0);
  });

  it('never ends the page on a line that ends with the hyphen of a split compound', () => {
    const lines = [
      'a conventional',
      'private placement of real-',
      'estate typically starts at',
      'this amount, and why',
      'tokens do not.',
    ];
    expect(linesBeforeBreak(lines, 2)).toBe(0);
    expect(linesBeforeBreak(lines, 3)).toBe(3);
    expect(linesBeforeBreak(['one', 'two of real-', 'three', 'four', 'five'], 2)).toBe(0);
    expect(linesBeforeBreak(['one', 'two', 'three of real-', 'four', 'five', 'six'], 3)).toBe(2);
  });

  it('lets a line end with a dash that stands alone', () => {
    expect(linesBeforeBreak(['one', 'two –', 'three', 'four'], 2)).toBe(2);
  });
});
