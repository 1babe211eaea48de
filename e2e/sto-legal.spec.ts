import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';
import { ownVisitor } from './support/visitor';

/** STO legal "map/subscribe": the jurisdiction map and the inline newsletter sign-up, in both languages. */
const dbRow = (sql: string, ...params: unknown[]) => {
  const db = new Database(process.env.CMS_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
};

const LOCALES = [
  {
    locale: 'en',
    path: '/sto/legal/',
    map: siteText('en', 'common:jurisdictionMap.label'),
    countries: ['Germany', 'Estonia', 'Lithuania', 'Liechtenstein', 'UK'],
    submit: siteText('en', 'common:forms.submitJoinList'),
    // Double opt-in: the visitor is asked to confirm by e-mail.
    success: siteText('en', 'common:forms.newsletterCheckInbox'),
  },
  {
    locale: 'de',
    path: '/de/sto/legal/',
    map: siteText('de', 'common:jurisdictionMap.label'),
    countries: ['Deutschland', 'Estland', 'Litauen', 'Liechtenstein', 'Vereinigtes Königreich (UK)'],
    submit: siteText('de', 'common:forms.submitJoinList'),
    success: siteText('de', 'common:forms.newsletterCheckInbox'),
  },
] as const;

const ANCHORS = ['#jurisdiction-de', '#jurisdiction-ee', '#jurisdiction-lt', '#jurisdiction-li', '#jurisdiction-gb'];

for (const copy of LOCALES) {
  test(`${copy.path}: the map names the five jurisdictions and each link moves to its paragraph`, async ({ page }) => {
    await page.goto(copy.path);
    const map = page.getByRole('group', { name: copy.map });
    await expect(map.getByRole('link')).toHaveCount(5);
    for (const [i, name] of copy.countries.entries()) {
      await expect(map.getByRole('link', { name, exact: true })).toHaveAttribute('href', ANCHORS[i]!);
    }

    for (const [i, anchor] of ANCHORS.entries()) {
      await page.evaluate(() => window.scrollTo(0, 0));
      // Click the country's name on the map, where a visitor would.
      await map.getByRole('link', { name: copy.countries[i], exact: true }).locator('text').click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      const paragraph = page.locator(anchor);
      await expect(paragraph).toBeInViewport();
      await expect(paragraph.getByRole('heading', { level: 3 })).toHaveText(copy.countries[i]!);
    }
  });

  test(`${copy.path}: the inline sign-up stores a subscriber`, async ({ page }) => {
    const visitor = await ownVisitor(page);
    await page.goto(copy.path);
    const signup = page.locator('#newsletter');
    await signup.scrollIntoViewIfNeeded();
    const form = signup.getByRole('form');
    await expect(form).toBeVisible({ timeout: 15_000 });

    await form.getByRole('button', { name: copy.submit }).click();
    await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

    const email = visitor.email(`inline-${copy.locale}`);
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: copy.submit }).click();
    const done = signup.getByRole('status');
    await expect(done).toContainText(copy.success);
    await expect(done).toBeFocused();
    expect(dbRow('SELECT language, page_uri FROM subscribers WHERE email = ?', email)).toEqual({
      language: copy.locale,
      page_uri: copy.path,
    });
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
    );
    expect(events).toContainEqual({ event: 'send_form', form_name: 'subscribe' });
    // The page has its own sign-up: the site-wide newsletter pop-up is not even armed on it.
    await expect(page.locator('[data-join-list]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test(`axe: ${copy.path} with the map and the sign-up form`, async ({ page }) => {
    await page.goto(copy.path);
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    await expect(page.locator('#newsletter').getByRole('form')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
}

test('the join-list pop-up stays armed on STO pages without a sign-up of their own', async ({ page }) => {
  await page.goto('/sto/');
  await expect(page.locator('[data-join-list]')).toHaveCount(1);
  await page.goto('/sto/legal/');
  await expect(page.locator('[data-join-list]')).toHaveCount(0);
  await page.goto('/de/sto/quiz/');
  await expect(page.locator('[data-join-list]')).toHaveCount(0);
});
