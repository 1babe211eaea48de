/** The id of the inline newsletter sign-up on the STO legal page; the quiz's error screen links to it. */
export const NEWSLETTER_ANCHOR = 'newsletter';
