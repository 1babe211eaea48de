import { localizePath, type Locale } from '@app/routing';

/**
 * Where the installable-site files live, shared by the build that writes them, the page head that links them
 * and the runtime and service worker that use them. No Node or DOM imports: every side loads this.
 */
/** product rules §9 theme colour: the brand colour of `theme/theme.ts` (`manifest.test.ts` keeps them equal). */
export const THEME_COLOR = '#ff5745';
export const BACKGROUND_COLOR = '#ffffff';

/** The service worker, at the site root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest of a language: its own start URL (the language's home page). */
export function manifestPath(locale: Locale): string {
  return `${localizePath('/', locale)}manifest.webmanifest`;
}

/** The offline page of a language, served by the service worker for a page it has not kept. */
export function offlinePagePath(locale: Locale): string {
  return `${localizePath('/', locale)}offline.html`;
}

/** Icons generated from the 1024×1024 source (`app-icon.svg`); 192 and 512 also serve structured data. */
export const ICONS = {
  192: '/icon-192.png',
  512: '/icon-512.png',
  maskable: '/icon-maskable-512.png',
  appleTouch: '/apple-touch-icon.png',
} as const;
