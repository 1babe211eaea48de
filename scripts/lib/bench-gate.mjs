// The benchmarks' gate: each guarded figure is compared with the one recorded in docs/benchmarks.md ("Recorded
// figures"), and the run says "slower by N %" or "faster by N %". A figure more than 10 % beyond the top of the
// recorded spread fails the run: a change that makes the build slower is noticed by whoever runs the benchmark
// before stopping, not months later.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

export const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
/** How far beyond the top of the recorded spread a figure may be before the gate fails. */
export const TOLERANCE = 0.1;

/**
 * @typedef {{ key: string, median: number, min: number, max: number, unit: string, target: string, date: string }}
 *   Recorded
 * @typedef {{ median: number, min?: number, max?: number }} Measured
 */

/** `1,234.5` → 1234.5 (the guide writes thousands with commas). */
const number = (text) => Number(text.replace(/,/g, ''));

/**
 * The recorded figures: in the section headed "Recorded figures", the rows of the table whose first cell is a
 * figure's key in backticks, e.g.
 * `| \`publish.seed\` | publish → live, seed size | 2.4 s | 2.1–2.9 s | ≤ 5 s | 2026-11-28 |`.
 * @param {string} markdown
 * @returns {Map<string, Recorded>}
 */
export function recordedFigures(markdown) {
  /** @type {Map<string, Recorded>} */
  const figures = new Map();
  let inSection = false;
  for (const line of markdown.split('\n')) {
    const heading = /^#+\s+(.*)$/.exec(line);
    if (heading) inSection = heading[1]?.trim() === 'Recorded figures';
    if (!inSection) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const key = /^`([a-z0-9.-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!key) continue;
    const median = /^([\d,.]+)\s*(\S+)$/.exec(cells[3] ?? '');
    const spread = /^([\d,.]+)\s*[–-]\s*([\d,.]+)/.exec(cells[4] ?? '');
    if (!median || !spread) throw new Error(`docs/benchmarks.md: the recorded figure ${key} has no median or spread`);
    figures.set(key, {
      key,
      median: number(median[1]),
      unit: median[2],
      min: number(spread[1]),
      max: number(spread[2]),
      target: cells[5] ?? '',
      date: cells[6] ?? '',
    });
  }
  return figures;
}

const percent = (ratio) => `${Math.abs(Math.round(ratio * 100))} %`;
const figure = (value, unit) => `${value.toFixed(value < 10 ? 2 : 1)} ${unit}`;

/**
 * One figure against its record: the line to print and whether it passes the gate (lower is better for every
 * guarded figure: seconds, milliseconds per page).
 * @param {Recorded | undefined} recorded
 * @param {Measured} measured
 * @param {string} key
 */
export function compareFigure(key, measured, recorded) {
  if (!recorded) return { ok: false, line: `${key}: no recorded figure in docs/benchmarks.md (record one)` };
  const change = measured.median / recorded.median - 1;
  const direction = change >= 0 ? `slower by ${percent(change)}` : `faster by ${percent(change)}`;
  const limit = recorded.max * (1 + TOLERANCE);
  const ok = measured.median <= limit;
  const spread =
    measured.min !== undefined && measured.max !== undefined
      ? ` (${figure(measured.min, recorded.unit)}–${figure(measured.max, recorded.unit)})`
      : '';
  const verdict = ok
    ? 'within the gate'
    : `FAILS the gate: more than ${percent(TOLERANCE)} beyond the recorded spread (limit ${figure(limit, recorded.unit)})`;
  return {
    ok,
    line:
      `${key}: ${figure(measured.median, recorded.unit)}${spread} — ${direction} than recorded ` +
      `${figure(recorded.median, recorded.unit)} (${figure(recorded.min, recorded.unit)}–${figure(recorded.max, recorded.unit)}, ${recorded.date}) — ${verdict}`,
  };
}

/**
 * Compares every measured figure with its record and prints one line each; resolves whether all pass.
 * @param {Record<string, Measured>} measured
 * @param {{ file?: string, print?: (line: string) => void }} [options]
 */
export function gate(measured, { file = BENCHMARKS_FILE, print = console.log } = {}) {
  const recorded = recordedFigures(fs.readFileSync(file, 'utf8'));
  let ok = true;
  print('\ncompared with docs/benchmarks.md ("Recorded figures"):');
  for (const [key, value] of Object.entries(measured)) {
    const result = compareFigure(key, value, recorded.get(key));
    ok &&= result.ok;
    print(`  ${result.line}`);
  }
  return ok;
}
