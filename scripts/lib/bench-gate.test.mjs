import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCHMARKS_FILE, compareFigure, gate, recordedFigures } from './bench-gate.mjs';

const GUIDE = `
## Test suite

| Phase | Time |
| ----- | ---- |
| \`lint\` | 46 s |

## Recorded figures

| Key            | Figure                      | Median     | Spread (min–max) | Target  | Recorded   |
| -------------- | --------------------------- | ---------- | ---------------- | ------- | ---------- |
| \`publish.seed\` | publish → live, seed size | 2.4 s      | 2.0–2.8 s        | ≤ 5 s   | 2026-11-28 |
| \`scale.cold\`   | cold build, 4,104 pages   | 1,085.5 s  | 1,001–1,110.2 s  | —       | 2026-11-28 |

| Date | Median |
| ---- | ------ |
| 2026-11-21 | 22.5 s |
`;

describe('recordedFigures', () => {
  it('reads the rows keyed in backticks of its own section, with thousands separators, and nothing else', () => {
    const figures = recordedFigures(GUIDE);
    expect([...figures.keys()]).toEqual(['publish.seed', 'scale.cold']);
    expect(figures.get('publish.seed')).toEqual({
      key: 'publish.seed',
      median: 2.4,
      min: 2,
      max: 2.8,
      unit: 's',
      target: '≤ 5 s',
      date: '2026-11-28',
    });
    expect(figures.get('scale.cold')).toMatchObject({ median: 1085.5, min: 1001, max: 1110.2 });
  });

  it('refuses a keyed row without a spread (a gate needs one)', () => {
    expect(() => recordedFigures('## Recorded figures\n\n| `x.y` | a figure | 2 s | — | — | today |')).toThrow(
      /x\.y has no median or spread/,
    );
  });

  it('reads the project guide: every figure the benchmarks guard is recorded there', () => {
    const keys = [...recordedFigures(fs.readFileSync(BENCHMARKS_FILE, 'utf8')).keys()];
    expect(keys).toEqual(
      expect.arrayContaining(['publish.seed', 'publish.posts-2000', 'scale.per-page', 'scale.warm', 'scale.fast']),
    );
  });
});

describe('compareFigure', () => {
  const recorded = recordedFigures(GUIDE).get('publish.seed');

  it('says how much slower or faster than the record, and passes within 10 % beyond its spread', () => {
    expect(compareFigure('publish.seed', { median: 3.0, min: 2.5, max: 3.4 }, recorded)).toEqual({
      ok: true,
      line: 'publish.seed: 3.00 s (2.50 s–3.40 s) — slower by 25 % than recorded 2.40 s (2.00 s–2.80 s, 2026-11-28) — within the gate',
    });
    expect(compareFigure('publish.seed', { median: 1.8 }, recorded).line).toMatch(/faster by 25 % than recorded/);
    expect(compareFigure('publish.seed', { median: 3.08 }, recorded).ok).toBe(true);
  });

  it('fails more than 10 % beyond the top of the recorded spread', () => {
    const result = compareFigure('publish.seed', { median: 3.1 }, recorded);
    expect(result.ok).toBe(false);
    expect(result.line).toMatch(
      /slower by 29 %.*FAILS the gate: more than 10 % beyond the recorded spread \(limit 3\.08 s\)/,
    );
  });

  it('fails a figure nobody recorded', () => {
    expect(compareFigure('publish.new', { median: 1 }, undefined)).toEqual({
      ok: false,
      line: 'publish.new: no recorded figure in docs/benchmarks.md (record one)',
    });
  });
});

test('gate prints one line per figure and fails when any figure fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gate-'));
  const file = path.join(dir, 'benchmarks.md');
  fs.writeFileSync(file, GUIDE);
  const lines = [];
  try {
    expect(gate({ 'publish.seed': { median: 2.5 } }, { file, print: (l) => lines.push(l) })).toBe(true);
    expect(
      gate({ 'publish.seed': { median: 2.5 }, 'scale.cold': { median: 1300 } }, { file, print: (l) => lines.push(l) }),
    ).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(lines.filter((l) => l.startsWith('  '))).toHaveLength(3);
  expect(lines.at(-1)).toMatch(/scale\.cold: 1300\.0 s — slower by 20 %.*FAILS the gate/);
});
