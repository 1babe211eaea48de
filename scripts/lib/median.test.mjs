import { median, medianOfRuns } from './median.mjs';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([730, 10, 250])).toBe(250);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('skips values that are not finite numbers and gives null when none are left', () => {
    expect(median([null, 5, undefined, NaN, 7, 9])).toBe(7);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('medianOfRuns', () => {
  it('gives the median per key and skips failed runs', () => {
    const runs = [{ performance: 97, tbt: 730 }, null, { performance: 99, tbt: 10 }, { performance: 92, tbt: 120 }];
    expect(medianOfRuns(runs, ['performance', 'tbt', 'lcp'])).toEqual({ performance: 97, tbt: 120, lcp: null });
  });
});
