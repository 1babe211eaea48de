// Medians for noisy benchmark runs (bench:lighthouse): on shared CPUs single runs swing widely, so the
// benchmark reports the median of several runs per URL.

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** Median of the finite numbers in `values` (mean of the middle two for an even count); null if none. */
export function median(values) {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Per-key medians over run results (`{ key: number | null }`); failed runs (null/undefined entries) and
 * missing values are skipped, a key without any value gets null.
 */
export function medianOfRuns(runs, keys) {
  const ok = runs.filter((run) => run !== null && typeof run === 'object');
  return Object.fromEntries(keys.map((key) => [key, median(ok.map((run) => run[key]))]));
}
