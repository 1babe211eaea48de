import { diffText, type DiffPart } from '../../src/editorial/text-diff';

const side = (parts: DiffPart[], keep: 'removed' | 'added') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('diffText', () => {
  it('marks the changed words and keeps the rest', () => {
    expect(diffText('Anna wrote a paragraph.', 'Ben wrote a long paragraph.')).toEqual([
      { kind: 'removed', text: 'Anna' },
      { kind: 'added', text: 'Ben' },
      { kind: 'same', text: ' wrote a ' },
      { kind: 'added', text: 'long ' },
      { kind: 'same', text: 'paragraph.' },
    ]);
  });

  it('gives back both texts from its parts, whatever the edit', () => {
    const cases: Array<[string, string]> = [
      ['', 'Neu'],
      ['Alt', ''],
      ['Größe & Maß', 'Größe und Maß!'],
      ['a b c d e', 'e d c b a'],
      ['line one\nline two', 'line two\nline three\n'],
    ];
    for (const [before, after] of cases) {
      const parts = diffText(before, after);
      expect(side(parts, 'removed')).toBe(before);
      expect(side(parts, 'added')).toBe(after);
    }
  });

  it('says nothing changed for equal texts', () => {
    expect(diffText('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('gives up word by word on a rewrite too large to compare, and still loses no text', () => {
    const before = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(' ');
    expect(diffText(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});
