import type { CONTACT_TOPICS } from '@app/validation';

/** product rules §2: "The quiz uses the booking path /sto for scheduling the discovery call." */
export const QUIZ_BOOKING_PATH = '/sto';

/** The contact form's topic for a call back after the quiz: raising capital with an STO. */
export const QUIZ_CONTACT_TOPIC = 'fundraising' satisfies (typeof CONTACT_TOPICS)[number];

/**
 * Seconds left at which a screen reader hears the time (a polite live region); the visible clock itself
 * is a `timer`, which assistive technology does not announce on every change.
 */
export const CLOCK_MILESTONES_SECONDS = [60, 30, 10] as const;

/** How often the clock checks the time (it shows whole seconds). */
export const CLOCK_TICK_MS = 250;
