import { balancedGrid, columnsAt, rowSizes, startTracks } from './balance';

describe('the balanced grid', () => {
  it.each([
    [1, 4, [1]],
    [3, 4, [3]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [7, 4, [4, 3]],
    [7, 3, [3, 2, 2]],
    [10, 4, [4, 3, 3]],
    [4, 3, [2, 2]],
    [5, 2, [2, 2, 1]],
  ])('%i cards in at most %i columns: rows of %j', (count, max, rows) => {
    expect(rowSizes(count, max)).toEqual(rows);
  });

  it('never leaves rows more than one card apart, nor a single card beside rows of more, for 1–40 cards', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const max of [2, 3, 4]) {
        const rows = rowSizes(count, max);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        // A lone card only where two columns leave no other choice (an odd count).
        if (rows.length > 1 && Math.min(...rows) === 1) expect([max, count % 2]).toEqual([2, 1]);
      }
    }
  });

  it('starts the first card of a shorter row one track in (centred), and no other', () => {
    expect(startTracks(7, 4)).toEqual([null, null, null, null, 2, null, null]);
    expect(startTracks(7, 3)).toEqual([null, null, null, 2, null, 2, null]);
    expect(startTracks(6, 4)).toEqual([null, null, null, null, null, null]);
  });

  it('gives the grid its tracks and each opening card its start at every step', () => {
    const grid = balancedGrid(7);
    // Seven cards: 3 + 2 + 2 on a tablet and a laptop, 4 + 3 beyond.
    expect(grid.list.style).toEqual({ '--tracks-2': 6, '--tracks-3': 6, '--tracks-4': 8 });
    expect(grid.item(3).style).toEqual({ '--start-2': 2, '--start-3': 2 });
    expect(grid.item(4).style).toEqual({ '--start-4': 2 });
    expect(grid.item(5).style).toEqual({ '--start-2': 2, '--start-3': 2 });
    expect(grid.item(6).style).toEqual({});
    expect(balancedGrid(6, 3).list.style).toEqual({ '--tracks-2': 4, '--tracks-3': 6, '--tracks-4': 6 });
  });

  it('never leaves a lone card on a tablet either: an odd count takes three columns there where the grid allows', () => {
    for (let count = 3; count <= 25; count += 2) {
      const rows = rowSizes(count, columnsAt(2, count, 4));
      expect([count, Math.min(...rows)]).toEqual([count, expect.any(Number)]);
      expect(Math.min(...rows)).toBeGreaterThan(1);
    }
    expect(columnsAt(2, 7, 2)).toBe(2); // a grid limited to two columns keeps them
    expect(columnsAt(2, 6, 4)).toBe(2);
  });
});
