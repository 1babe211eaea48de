import { pollIntervalMs, publishAtProblem } from '../../src/editorial/scheduled-publishing';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

describe('publishAtProblem (the time an editor asks for)', () => {
  it('accepts a time in the future, up to two years ahead', () => {
    expect(publishAtProblem('2026-11-27T10:01:00.000Z', NOW)).toBeNull();
    expect(publishAtProblem('2028-11-26T10:00:00.000Z', NOW)).toBeNull();
  });

  it.each([
    ['now', '2026-11-27T10:00:00.000Z', 'in the future'],
    ['the past', '2026-11-27T09:59:00.000Z', 'in the future'],
    ['too far ahead', '2029-01-01T00:00:00.000Z', 'within two years'],
    ['not a date', 'next friday', 'a date and time'],
    ['a number', 1_900_000_000_000, 'a date and time'],
    ['missing', undefined, 'a date and time'],
    ['an object', { at: '2026-11-28' }, 'a date and time'],
  ])('refuses %s', (_, value, reason) => {
    expect(publishAtProblem(value, NOW)).toContain(reason);
  });
});

test('pollIntervalMs: SCHEDULED_PUBLISHING_POLL_MS, 15 s by default, never a busy loop', () => {
  expect(pollIntervalMs({})).toBe(15_000);
  expect(pollIntervalMs({ SCHEDULED_PUBLISHING_POLL_MS: '2000' })).toBe(2_000);
  expect(pollIntervalMs({ SCHEDULED_PUBLISHING_POLL_MS: '0' })).toBe(15_000);
  expect(pollIntervalMs({ SCHEDULED_PUBLISHING_POLL_MS: 'soon' })).toBe(15_000);
});
