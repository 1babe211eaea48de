/**
 * The layout sweep of the end-to-end tests (e2e/layout.spec.ts, e2e/support/sweep.ts) on the copy with a third
 * language the site offers: every page the copy's build wrote in that language, and every language's home page
 * (whose header and switcher now name three languages), at every width of SWEEP_WIDTHS: the header must still fit,
 * grids balance, words break with hyphens, nothing scroll sideways. (The language still marked for translation has
 * no pages to sweep: the site does not offer it, third-locale.integration.test.ts.)
 * Environment: THIRD_LOCALE_TRANSLATED, THIRD_LOCALE, SITE_PUBLIC_DIR (the copy's build), SITE_URL (its port is free
 * in this step).
 */
import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LOCALE_CODES, localizePath } from '@app/routing';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { JOIN_LIST_CLOSED, builtRoutes, sweepRoute } from '../../e2e/support/sweep';

const CODE = process.env.THIRD_LOCALE_TRANSLATED ?? '';
const NOT_OFFERED = process.env.THIRD_LOCALE ?? '';
const PUBLIC = process.env.SITE_PUBLIC_DIR ?? '';
const SITE_URL = new URL(process.env.SITE_URL ?? 'http://localhost:9101');
const ROUTES = [
  ...builtRoutes(PUBLIC).filter((route) => route.startsWith(`/${CODE}/`)),
  ...LOCALE_CODES.filter((code) => code !== CODE && code !== NOT_OFFERED).map((code) => localizePath('/', code)),
];

let server: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = createStaticServer(PUBLIC);
  await new Promise<void>((resolve) => server.listen(Number(SITE_URL.port), '127.0.0.1', resolve));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ baseURL: SITE_URL.origin });
  await context.addInitScript(JOIN_LIST_CLOSED);
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('the sweep covers the added language’s pages', () => {
  expect(ROUTES).toContain(`/${CODE}/`);
  expect(ROUTES.length).toBeGreaterThan(40);
});

test.each(ROUTES)(
  'layout of %s at every width from 320 to 1920 px',
  async (route) => {
    expect(await sweepRoute(page, route)).toEqual([]);
  },
  120_000,
);
