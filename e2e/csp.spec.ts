import { expect, test, type Page, type Response } from '@playwright/test';
import { PHOTO_POST } from '../tests/support/edits';
import { ownVisitor } from './support/visitor';
import { escapeRegExp, siteText, siteTextSource } from '../tests/support/catalogues';
import { scrollFarDownClearOfTasks } from './support/join-list';

/**
 * The site under its real Content-Security-Policy, as served by whichever server SITE_URL points at: the
 * local static server (end-to-end step) and nginx running deploy/nginx.conf (nginx step of npm test).
 * Pages, their inline scripts, the runtime calls to the CMS and the emotion/MUI islands must all work
 * without one CSP violation — and an injected inline script must not run.
 */
type Violation = { directive: string; blocked: string; sample: string };

/** Collects CSP violations of a page: `securitypolicyviolation` events and the console's reports of them. */
async function watchCsp(page: Page) {
  const violations: Violation[] = [];
  const consoleReports: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
        void report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/content security policy|refused to (execute|load|apply|connect)/i.test(message.text()))
      consoleReports.push(message.text());
  });
  return { violations, consoleReports };
}

/** The policy of a page response: inline scripts by hash only, the CMS allowed for runtime calls. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  // The test build has a tag manager container (scripts/test.mjs): its one script host, and nothing else, is
  // allowed beside the hashes; the runtime injects it only after consent (consent.spec.ts).
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/www\.googletagmanager\.com$/);
  expect(policy).toContain(`connect-src 'self' ${new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1341').origin}`);
  expect(policy).toContain("frame-ancestors 'none'");
}

/** Waits until the island runtime ran (its script and the page's inline scripts, under the page's CSP). */
async function appStarted(page: Page, pagePath: string) {
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  expect(new URL(page.url()).pathname).toBe(pagePath);
}

/** Waits for the contact form island (React, MUI and emotion loaded when its section nears the viewport). */
async function contactFormIsland(page: Page) {
  await page.locator('.contact-form-slot').scrollIntoViewIfNeeded();
  const submit = new RegExp(
    (['en', 'de'] as const).map((locale) => escapeRegExp(siteText(locale, 'forms:contact.submit'))).join('|'),
  );
  await expect(page.getByRole('button', { name: submit })).toBeVisible({ timeout: 15_000 });
}

test('home, an article and the insight search run under the CSP without a violation', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000)));

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  expectStrictPolicy(home);
  await appStarted(page, '/');
  await contactFormIsland(page);

  const list = await page.goto('/insight/');
  expectStrictPolicy(list);
  await appStarted(page, '/insight/');
  const firstArticle = await page
    .locator('a[href^="/insight/"][href$="/"]:not([href="/insight/"])')
    .first()
    .getAttribute('href');
  expect(firstArticle).toMatch(/^\/insight\/[a-z0-9-]+\/$/);
  const search = page.getByRole('searchbox', { name: siteText('en', 'common:blog.searchLabel') });
  const cmsAnswer = page.waitForResponse((r) => r.url().includes('/api/posts') && r.request().method() === 'GET');
  await search.fill('STO');
  await search.press('Enter');
  expect((await cmsAnswer).status()).toBe(200);
  // "1 article found", "12 articles found": either plural form, with any count.
  const resultCount = new RegExp(
    ['one', 'other']
      .map((form) => siteTextSource('en', `common:blog.resultCount_${form}`, { count: '\\d+' }))
      .join('|'),
  );
  await expect(page.getByText(resultCount)).toBeAttached();
  await expect(page).toHaveURL(/[?&]q=STO/);

  const article = await page.goto(firstArticle!);
  expect(article?.status()).toBe(200);
  expectStrictPolicy(article);
  await appStarted(page, firstArticle!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An article whose cover is an uploaded photo (tests/cms/editor-content): gatsby-plugin-image's markup —
  // an inline SVG sizer, a placeholder, AVIF/WebP sources — shows under the same policy.
  const photoPath = `/insight/${PHOTO_POST.slug.en}/`;
  expectStrictPolicy(await page.goto(photoPath));
  await appStarted(page, photoPath);
  const cover = page.getByRole('img', { name: PHOTO_POST.alt.en });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  expect(csp.violations).toEqual([]);
  expect(csp.consoleReports).toEqual([]);
});

test('the German join-list dialog (MUI, emotion styles at runtime) opens under the CSP without a violation', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const visitor = await ownVisitor(page);
  await page.addInitScript(() =>
    window.addEventListener('join-list:ready', () => document.documentElement.setAttribute('data-e2e-ready', '')),
  );
  expectStrictPolicy(await page.goto('/de/sto/'));
  await expect(page.locator('html[data-e2e-ready]')).toHaveCount(1, { timeout: 15_000 });
  await scrollFarDownClearOfTasks(page);
  const dialog = page.getByRole('dialog', { name: siteText('de', 'forms:joinList.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // emotion's runtime styles apply (unstyled, MUI's dialog would stay in the page flow).
  expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // The confirmation toast: notistack writes its styles into <style id="_goober"> at runtime.
  await dialog.getByLabel('E-Mail').fill(visitor.email('csp'));
  await dialog.getByRole('button', { name: siteText('de', 'common:forms.submitJoinList') }).click();
  // The sign-up's outcome: the confirmation toast; an error message instead fails with its text.
  const outcome = page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).first();
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  expect(await outcome.getAttribute('role'), await outcome.innerText()).toBe('status');
  expect(csp.violations).toEqual([]);
  expect(csp.consoleReports).toEqual([]);
});

test('an inline script the build did not ship is blocked and reported', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/about/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => csp.violations.length).toBe(1);
  expect(csp.violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
