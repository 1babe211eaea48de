import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';
import { startReleaseServer, type ReleaseServer } from './support/release-server';

test('each language links its own manifest, with the brand colour and icons that exist', async ({ page, request }) => {
  for (const [home, locale] of [
    ['/', 'en'],
    ['/de/', 'de'],
  ] as const) {
    await page.goto(home);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ff5745');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Kastell Labs', lang: locale, start_url: home, theme_color: '#ff5745' });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const response = await request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
  }
});

test('zoom stays allowed (WCAG 1.4.4): the viewport sets no maximum scale and does not lock scaling', async ({
  page,
}) => {
  await page.goto('/');
  const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  expect(viewport).toContain('width=device-width');
  expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/);
});

/** Waits until the service worker controls the page (the first visit: install, activate, `clientsClaim`). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

test.describe('service worker', () => {
  test('offline: a visited page reloads with its content; an unvisited one shows the offline page of its language', async ({
    page,
    context,
  }) => {
    for (const path of ['/about/', '/de/about/']) {
      await page.goto(path);
      await controlled(page);
      // The first visit came before the worker; this one goes through it and leaves a copy.
      await page.reload();
      const heading = (await page.locator('h1').first().textContent())?.trim();
      expect(heading).toBeTruthy();
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('h1').first()).toHaveText(heading!);
      await context.setOffline(false);
    }

    await context.setOffline(true);
    for (const [path, lang] of [
      ['/imprint/', 'en'],
      ['/de/imprint/', 'de'],
      ['/de/insight/', 'de'],
    ] as const) {
      await page.goto(path);
      // The address stays the one asked for; the page says what happened, in the path's language, styled.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(siteText(lang, 'common:offline.title'));
      expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).not.toMatch(/^"?Times/);
    }
    // "Try again" is a plain link to the same address: back online, it shows the real page.
    await context.setOffline(false);
    await page.getByRole('link', { name: siteText('de', 'common:offline.retry') }).click();
    await expect(page.locator('h1')).not.toHaveText(siteText('de', 'common:offline.title'));
    expect(new URL(page.url()).pathname).toBe('/de/insight/');
  });

  test('third-party requests go past the worker: after consent the tag manager loads, and no cache keeps it', async ({
    page,
    context,
  }) => {
    // The test build has a container (scripts/test.mjs); its script is answered here, nothing reaches Google.
    let tagManagerRequests = 0;
    await context.route('https://www.googletagmanager.com/**', (route) => {
      tagManagerRequests += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtmStub = true;' });
    });
    await page.goto('/');
    await controlled(page);
    await page.reload();
    await page.getByRole('button', { name: siteText('en', 'common:consent.acceptAll') }).click();
    await expect.poll(() => tagManagerRequests).toBeGreaterThan(0);
    await page.goto('/de/about/');
    await page.reload();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    const origin = new URL(page.url()).origin;
    // The worker did keep the site's own pages and files …
    expect(cached).toContain(`${origin}/de/about/`);
    expect(cached.some((url) => /\/islands-[0-9a-f]{20}\.js$/.test(url))).toBe(true);
    // … and nothing of another origin, although the page loaded the tag manager twice.
    expect(cached.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});

test.describe('a new deployment', () => {
  const publicDir = process.env.SITE_PUBLIC_DIR ?? path.join(__dirname, '..', 'site', 'public');
  // Its own origin (port): see e2e/support/release-server.ts. scripts/test.mjs sets PWA_DEPLOY_PORT (site + 3;
  // the preview server has site + 2).
  const port = Number(
    process.env.PWA_DEPLOY_PORT ?? Number(new URL(process.env.SITE_URL ?? 'http://localhost:9101').port) + 3,
  );
  let site: ReleaseServer;
  test.beforeEach(async () => {
    site = await startReleaseServer(publicDir, port);
  });
  test.afterEach(async () => site.stop());

  /** The deployment an editor's publish makes: one page's text changed (both languages), the rest as it was. */
  const publishNewText = (releaseDir: string) => {
    for (const [file, before, after] of [
      ['about/index.html', /<h1([^>]*)>[^<]*<\/h1>/, '<h1$1>About Kastell Labs, revised</h1>'],
      ['de/about/index.html', /<h1([^>]*)>[^<]*<\/h1>/, '<h1$1>Über Kastell Labs, überarbeitet</h1>'],
    ] as const) {
      const full = path.join(releaseDir, file);
      const html = fs.readFileSync(full, 'utf8');
      expect(html).toMatch(before);
      fs.writeFileSync(full, html.replace(before, after));
    }
  };

  for (const [locale, home, about, newTitle] of [
    ['en', '/', '/about/', 'About Kastell Labs, revised'],
    ['de', '/de/', '/de/about/', 'Über Kastell Labs, überarbeitet'],
  ] as const) {
    const promptText = siteText(locale, 'common:pwa.updateAvailable');
    const reload = siteText(locale, 'common:pwa.reload');
    test(`${home}: the next navigation shows the new text; a page open across the deploy offers a reload`, async ({
      context,
    }) => {
      test.setTimeout(90_000);
      const open = await context.newPage();
      await open.goto(site.url + about);
      await controlled(open);
      await open.goto(site.url + home); // through the worker: the old about page is now in its cache
      await open.goto(site.url + about);
      const oldTitle = (await open.locator('h1').first().textContent())?.trim();
      expect(oldTitle).not.toBe(newTitle);
      await open.getByRole('link').first().focus();
      const focused = await open.evaluate(() => document.activeElement?.outerHTML);

      await site.deploy(publishNewText);

      // Another tab navigates: network-first, so the new page at once — never the copy the worker kept.
      const next = await context.newPage();
      await next.goto(site.url + about);
      await expect(next.locator('h1').first()).toHaveText(newTitle);

      // The page that navigation loaded asks for sw.js once loaded; the new worker takes over and the open page
      // says so. (The browser's own check after a navigation waits for network quiet, which once took over 45 s.)
      const prompt = open.locator('#update-prompt');
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await expect(prompt).toContainText(promptText);
      await expect(open.locator('[role="status"]')).toHaveText(promptText);
      expect(await open.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
      await expect(open.locator('h1').first()).toHaveText(oldTitle!);
      await prompt.getByRole('button', { name: reload }).click();
      await expect(open.locator('h1').first()).toHaveText(newTitle);
      await expect(open.locator('#update-prompt')).toBeHidden();
    });
  }

  test('the open page alone (no other tab) finds the new deployment when it is shown again', async ({ page }) => {
    await page.goto(site.url + '/about/');
    await controlled(page);
    await page.reload(); // a page the worker served from the start, as every page after the first visit
    await site.deploy(publishNewText);
    // What switching back to the tab does: the runtime asks for a new worker on `visibilitychange`.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.locator('#update-prompt')).toBeVisible({ timeout: 15_000 });
  });
});
