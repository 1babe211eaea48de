import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  breadcrumbOffset,
  brokenPhoneNumbers,
  brokenWords,
  figureGridSlips,
  gridSlips,
  headerSlips,
  heroFill,
  markersOffScreen,
  sidewaysScroll,
  smallTapTargets,
  textOverflow,
  whiteBandAboveFooter,
} from './layout';

/** The widths people use, from the smallest phone to a full-HD desktop. */
export const SWEEP_WIDTHS = [320, 360, 375, 390, 414, 600, 768, 834, 1024, 1180, 1280, 1440, 1920] as const;

/** A phone's screen is taller than wide; from a tablet on, a landscape desktop window. */
const heightFor = (width: number) => (width <= 430 ? 844 : 900);

/**
 * Every page the build wrote (`<dir>/index.html` under the build output), as its URL path: the route list comes
 * from the build, so a page added later is swept without anyone listing it.
 */
export function builtRoutes(publicDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'page-data') continue;
      const folder = path.join(dir, entry.name);
      if (fs.existsSync(path.join(folder, 'index.html'))) routes.push(`/${path.relative(publicDir, folder)}/`);
      walk(folder);
    }
  };
  if (fs.existsSync(path.join(publicDir, 'index.html'))) routes.push('/');
  walk(publicDir);
  return routes.sort();
}

/** The checks that hold at every width, each a function the page runs (see support/layout.ts). */
const EVERY_WIDTH = {
  sidewaysScroll,
  headerSlips,
  textOverflow,
  smallTapTargets,
  gridSlips,
  brokenWords,
  figureGridSlips,
  markersOffScreen,
  brokenPhoneNumbers,
} as const;

/**
 * One script that runs every check in the page at once (one round trip per route and width) after the layout has
 * settled (two frames: the runtime's header fit runs on resize), with the width-specific ones: the cookie notice
 * within 35 % of a phone's first screen (360–430 px), the breadcrumbs on the heading's edge, no white band above the footer,
 * and on a desktop a hero its parts fill.
 */
const SCRIPT = `(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const found = {};
  ${Object.entries(EVERY_WIDTH)
    .map(([name, check]) => `found[${JSON.stringify(name)}] = (${check.toString()})();`)
    .join('\n  ')}
  const offset = (${breadcrumbOffset.toString()})();
  found.breadcrumbs = offset === null || offset === 0 ? [] : ['the breadcrumbs start ' + offset + ' px off the heading'];
  const band = (${whiteBandAboveFooter.toString()})();
  found.whiteBand = band === 0 ? [] : ['a white band of ' + band + ' px above the footer'];
  const notice = document.querySelector('[data-consent-banner]');
  // A phone from 360 px on (at 320 px the notice's legal text takes more than a third of the screen).
  const phone = window.innerWidth >= 360 && window.innerWidth <= 430;
  if (phone && notice && notice.checkVisibility()) {
    const h = notice.getBoundingClientRect().height;
    found.cookieNotice = h <= 0.35 * window.innerHeight ? [] : ['the cookie notice is ' + Math.round(h) + ' px of a ' + window.innerHeight + ' px screen'];
  }
  if (window.innerWidth >= 1280) {
    const fill = (${heroFill.toString()})();
    found.heroFill = fill === null || fill > 0.9 ? [] : ['the hero\\'s parts span ' + Math.round(fill * 100) + ' % of it'];
  }
  return found;
})()`;

/**
 * Sweeps one page at every width of SWEEP_WIDTHS in one browser page (loaded once, then resized): every slip as
 * one line "width px · check: what". The join-list widget is kept closed (it has its own tests).
 */
export async function sweepRoute(page: Page, urlPath: string, widths: readonly number[] = SWEEP_WIDTHS) {
  await page.setViewportSize({ width: widths[0]!, height: heightFor(widths[0]!) });
  await page.goto(urlPath);
  await page.locator('html[data-runtime="ready"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  const slips: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightFor(width) });
    const found = (await page.evaluate(SCRIPT)) as Record<string, string[]>;
    for (const [check, lines] of Object.entries(found))
      for (const line of lines) slips.push(`${width} px · ${check}: ${line}`);
  }
  return slips;
}

/** Keeps the join-list widget closed in every page of the context (a visitor who closed it before). */
export const JOIN_LIST_CLOSED = () =>
  localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000));
