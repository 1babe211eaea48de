import { clockMilestone, formatClock, secondsLeft } from './clock';

describe('formatClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatClock(120)).toBe('2:00');
    expect(formatClock(119)).toBe('1:59');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('secondsLeft', () => {
  it('rounds up, so the clock reads 0 only when the time is really up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 8_800)).toBe(2);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('clockMilestone', () => {
  it('stays null until a minute is left, then names the last milestone passed', () => {
    expect(clockMilestone(120)).toBeNull();
    expect(clockMilestone(61)).toBeNull();
    expect(clockMilestone(60)).toBe(60);
    expect(clockMilestone(31)).toBe(60);
    expect(clockMilestone(30)).toBe(30);
    expect(clockMilestone(11)).toBe(30);
    expect(clockMilestone(10)).toBe(10);
    expect(clockMilestone(1)).toBe(10);
    expect(clockMilestone(0)).toBe(0);
  });
});
