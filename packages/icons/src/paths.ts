import type { IconName } from './names';

/**
 * The site's own icon drawings: one SVG path `d` per icon name, drawn on a 24×24 grid as outlines.
 * Render them stroked, not filled:
 *
 * ```html
 * <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75"
 *      stroke-linecap="round" stroke-linejoin="round"><path d="…" /></svg>
 * ```
 *
 * Drawn for Kastell Labs; keep new drawings inside roughly 2…22 so the stroke never clips.
 */
export const ICON_PATHS: Record<IconName, string> = {
  // </> with a slanted bar
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4.5l-3 15',
  // application window with a header bar and a sidebar
  platform:
    'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 9h18M9 9v11M12.5 13h5M12.5 16.5h3',
  // two arrows chasing each other around a circle
  transform: 'M20 12a8 8 0 0 0-14.93-4M5 3.5V8h4.5M4 12a8 8 0 0 0 14.93 4M19 20.5V16h-4.5',
  // cylinder with three bands
  database: 'M4 6a8 3 0 1 0 16 0a8 3 0 1 0-16 0M4 6v12a8 3 0 0 0 16 0V6M4 12a8 3 0 0 0 16 0',
  // two hemispheres with folds
  brain:
    'M12 4.5C10.8 3.2 8 3.2 7.2 5.3C5 5.3 3.6 7.6 4.6 9.8C3 11.2 3.2 14.2 5.4 15.2C5.4 17.8 8.2 19.6 10.6 18.6C11.2 19.4 11.6 19.8 12 20' +
    'M12 4.5C13.2 3.2 16 3.2 16.8 5.3C19 5.3 20.4 7.6 19.4 9.8C21 11.2 20.8 14.2 18.6 15.2C18.6 17.8 15.8 19.6 13.4 18.6C12.8 19.4 12.4 19.8 12 20' +
    'M12 4.5V20M7.2 5.3c.3 1.4 1.6 2.3 3 2.2M4.6 9.8c1 .9 2.6 1 3.8.2M5.4 15.2c1.2-.2 2.2-1.1 2.4-2.4' +
    'M16.8 5.3c-.3 1.4-1.6 2.3-3 2.2M19.4 9.8c-1 .9-2.6 1-3.8.2M18.6 15.2c-1.2-.2-2.2-1.1-2.4-2.4',
  // cone with handle and a sound wave
  megaphone:
    'M3 10.5v3A1.5 1.5 0 0 0 4.5 15H7l9 5V4L7 9H4.5A1.5 1.5 0 0 0 3 10.5zM7 9v6M8.2 15.7l1.3 4.8h2l-.9-3.5M19 9.5a3.5 3.5 0 0 1 0 5',
  // arrows in opposite directions
  exchange: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4',
  // three stacked isometric cubes
  blocks:
    'M12 3.25l4.33 2.5v5L12 13.25l-4.33-2.5v-5zM7.67 5.75L12 8.25l4.33-2.5M12 8.25v5' +
    'M7.67 10.75L12 13.25v5l-4.33 2.5-4.33-2.5v-5zM3.34 13.25l4.33 2.5L12 13.25M7.67 15.75v5' +
    'M16.33 10.75l4.33 2.5v5l-4.33 2.5L12 18.25M16.33 15.75L20.66 13.25M12 13.25l4.33 2.5v5',
  // shield with a check mark
  shield: 'M12 3l7.5 3v5.5c0 4.4-3.1 8-7.5 9.5-4.4-1.5-7.5-5.1-7.5-9.5V6zM8.75 12l2.25 2.25 4.25-4.5',
  // smartphone with speaker slot and home bar
  app: 'M8.5 2.5h7A2.5 2.5 0 0 1 18 5v14a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 6 19V5a2.5 2.5 0 0 1 2.5-2.5zM10.75 5.5h2.5M10.5 18.5h3',
  // one coin in front of another
  coins: 'M3 9a6 6 0 1 0 12 0a6 6 0 1 0-12 0M15 9a6 6 0 1 1-6 6M9 6.5v5M15.5 13v4',
  // hexagonal token with a diamond mark
  token: 'M12 2.5l8.25 4.75v9.5L12 21.5l-8.25-4.75v-9.5zM12 7.75L16.25 12 12 16.25 7.75 12z',
  // framed picture with sun and hills
  image:
    'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM7 9.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M3.5 17l5-5 4.5 4.5 2.5-2.5 5 5',
  // shop front with a scalloped awning and a door
  store: 'M4.5 10.8V20h15v-9.2M3 10l1.5-6h15L21 10M3 10a3 3 0 0 0 6 0a3 3 0 0 0 6 0a3 3 0 0 0 6 0M10 20v-5h4v5',
  // classical building with pediment and columns
  bank: 'M3 9h18L12 3.5zM5.5 9v8M10 9v8M14 9v8M18.5 9v8M4 17h16M3 20.5h18',
  // page with folded corner, a clause and a signature
  contract:
    'M14 3H6.5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8.5zM14 3v5.5h5.5M8 9h3M8 12.5h8M8 17.5c1-1.6 1.8-1.6 2.2 0s1.3 1.4 2-.2c.5.8 1.4 1.1 3.3.6',
  // office tower with an annex
  building:
    'M4.5 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15.5 9h3a1 1 0 0 1 1 1v11M2.5 21h19M8 7h1M11 7h1M8 11h1M11 11h1M8 15h1M11 15h1M9.5 21v-2.5h1.5V21',
  // rocket with window, fins and exhaust
  rocket:
    'M12 2.5c3 2 4.5 5.5 4.5 9.5L15 16H9l-1.5-4C7.5 8 9 4.5 12 2.5zM7.6 12.3L5 15v3l4-2M16.4 12.3L19 15v3l-4-2M10.5 9.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M10.5 19l1.5 2.5 1.5-2.5',
  // game controller with d-pad and buttons
  gamepad:
    'M7 7h10a5 5 0 0 1 4.9 6l-.9 4.2a2.5 2.5 0 0 1-4.3 1.1L14.5 16h-5l-2.2 2.3A2.5 2.5 0 0 1 3 17.2L2.1 13A5 5 0 0 1 7 7zM7.5 10v4M5.5 12h4M15.5 11h.01M17.5 13h.01',
  // axes with rising bars and a trend line
  chart: 'M3.5 3.5V20.5h17M8 17v-4M12 17v-6.5M16 17V8.5M7 9.5l4-3.5 3 2 5-4.5',
  // two people, one behind the other
  users:
    'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M2.5 20a6.5 6.5 0 0 1 13 0M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6',
  // clock face with hands
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3.25 2',
  // check mark
  check: 'M4.5 12.5l5 5L19.5 7',
  // globe with meridian and parallels
  globe:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3a4.5 9 0 0 1 0 18a4.5 9 0 0 1 0-18M4.2 7.5h15.6M4.2 16.5h15.6',
  // padlock with keyhole
  lock: 'M6.5 11h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V7.5a4 4 0 0 1 8 0V11M12 15v2',
  // page with folded corner and text lines
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 9h2M9 13h6M9 17h6',
  // arrow down into a tray
  download: 'M12 3.5v11.5M7 10l5 5 5-5M4 16.5V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2.5',
  // calendar sheet with rings and days
  calendar:
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4M7.5 14h.01M12 14h.01M16.5 14h.01M7.5 17.5h.01M12 17.5h.01',
  // envelope
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.6 6.3L12 12.5l8.4-6.2',
  // telephone handset
  phone: 'M5 4h3l1.5 4-2 1.5a11 11 0 0 0 7 7l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  // map pin
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
  // magnifying glass
  search: 'M4 10.5a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M15.25 15.25L20 20',
  // headset with microphone
  support:
    'M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1.5v6H6a2 2 0 0 1-2-2zM20 15a2 2 0 0 0-2-2h-1.5v6H18a2 2 0 0 0 2-2zM18.5 19c0 1.4-1.1 2-2.5 2h-3',
  // cloud
  cloud: 'M6.5 18a4 4 0 0 1-.5-7.97A6 6 0 0 1 17.5 9a4.5 4.5 0 0 1 0 9z',
  // gear with eight teeth
  cog: 'M10.1 5.06l.6-2.47h2.6l.6 2.47 1.67.69 2.16-1.32 1.84 1.84-1.32 2.16.69 1.67 2.47.6v2.6l-2.47.6-.69 1.67 1.32 2.16-1.84 1.84-2.16-1.32-1.67.69-.6 2.47h-2.6l-.6-2.47-1.67-.69-2.16 1.32-1.84-1.84 1.32-2.16-.69-1.67-2.47-.6v-2.6l2.47-.6.69-1.67-1.32-2.16 1.84-1.84 2.16 1.32zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  // three stacked sheets
  layers: 'M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5',
  // wallet with a clasp
  wallet:
    'M19 8V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6M21 12h-4a2 2 0 0 0 0 4h4M17 14h.01',
  // balance scale
  scale:
    'M12 4v16.5M8 20.5h8M5 7h14M5 7l-2.5 7M5 7l2.5 7M2.5 14a2.5 2.5 0 0 0 5 0M19 7l-2.5 7M19 7l2.5 7M16.5 14a2.5 2.5 0 0 0 5 0',
  // lightning bolt
  lightning: 'M13.5 2.5L4.5 14H11l-1 7.5 9-11.5h-6.5z',
  // two hands clasped between two cuffs
  handshake:
    'M4.5 6.6v9.6M19.5 6.6v9.6M19.5 8.4H15l-4.4 3.48a1.4 1.68 0 0 0 1.6 2.76l2.8-2.04 4.5 3.6M4.5 8.4H7l3.2-2.16h3.3L15 8.4' +
    'M4.5 14.4h1.7l3.8 4.32a1.2 1.44 0 0 0 1.7 0l.3-.36a1.2 1.44 0 0 0 1.7 0l.4-.48a1.2 1.44 0 0 0 1.7 0l1.8-2.28',
};
