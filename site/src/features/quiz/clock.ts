import { CLOCK_MILESTONES_SECONDS } from './constants';

/** `m:ss` for the visible clock, e.g. 119 → "1:59". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `deadline` (never negative); 1.2 s left shows as 2 until it is under a second. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The latest milestone passed with `seconds` left, or null before the first: what the live region says.
 * It changes only when a milestone is crossed, so the screen reader speaks only then; at 0 it is 0.
 */
export function clockMilestone(seconds: number): number | null {
  if (seconds <= 0) return 0;
  const passed = CLOCK_MILESTONES_SECONDS.filter((m) => seconds <= m);
  return passed.length === 0 ? null : Math.min(...passed);
}
