import type { CSSProperties } from 'react';

/**
 * The one layout rule of the site's card grids: however many cards an editor adds, the rows differ by at most one
 * card, a shorter row is centred under the fuller ones (no empty column at its end), and a grid with fewer cards
 * than columns spans the width with the cards it has. `grid.css` lays the grid out in twice as many tracks as
 * columns, each card spanning two, so a row one card short starts one track in.
 */

/** The widest grid at each layout step (`grid.css`): two columns on a tablet, three on a laptop, four beyond. */
export const GRID_STEPS = [2, 3, 4] as const;
export type GridStep = (typeof GRID_STEPS)[number];

/** The row sizes of `count` cards in at most `max` columns: as few rows as possible, fuller rows first. */
export function rowSizes(count: number, max: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / max);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < fuller ? base + 1 : base));
}

/** The grid column (of twice as many tracks as columns) each card starts in, or null where it follows on. */
export function startTracks(count: number, max: number): Array<number | null> {
  const sizes = rowSizes(count, max);
  const columns = sizes[0] ?? 1;
  return sizes.flatMap((size) =>
    Array.from({ length: size }, (_, index) => (index === 0 && size < columns ? columns - size + 1 : null)),
  );
}

type Props = { style: CSSProperties };

/**
 * The most columns `count` cards take at a layout step: the step's, at most the grid's `max`. Two columns would
 * leave an odd count's last card alone, so there three are allowed where the grid allows them (7 → 3 + 2 + 2).
 */
export function columnsAt(step: GridStep, count: number, max: GridStep): number {
  if (step === 2 && count % 2 === 1 && count >= 3 && max >= 3) return 3;
  return Math.min(step, max);
}

/**
 * The style a grid of `count` cards and each of its cards need at every layout step up to `max` columns: the
 * grid's track count (`--tracks-N`) and, on a card that opens a shorter row, its start track (`--start-N`).
 */
export function balancedGrid(count: number, max: GridStep = 4): { list: Props; item: (index: number) => Props } {
  const steps = GRID_STEPS.map((step) => columnsAt(step, count, max));
  const list: Record<string, number> = {};
  steps.forEach((columns, i) => {
    list[`--tracks-${GRID_STEPS[i]}`] = 2 * (rowSizes(count, columns)[0] ?? 1);
  });
  const starts = steps.map((columns) => startTracks(count, columns));
  return {
    list: { style: list },
    item: (index) => {
      const style: Record<string, number> = {};
      starts.forEach((tracks, i) => {
        const start = tracks[index];
        if (start != null) style[`--start-${GRID_STEPS[i]}`] = start;
      });
      return { style };
    },
  };
}
