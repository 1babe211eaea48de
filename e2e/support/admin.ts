import type { Page } from '@playwright/test';
import { CMS_URL, EDITOR } from '../../tests/support/cms';

export type AdminLanguage = 'en' | 'de';
type Account = { email: string; password: string };

/** The admin interface's language from the next page load on (Strapi keeps it in local storage). */
export const useAdminLanguage = (page: Page, language: AdminLanguage) =>
  page.evaluate((lang) => window.localStorage.setItem('strapi-admin-language', lang), language);

/**
 * Logs `account` into the real admin through its login form, with the interface in `language` from the login
 * page on. Strapi allows five logins per address and e-mail in five minutes: log in once per test.
 */
export async function logInToAdmin(
  page: Page,
  {
    account = EDITOR,
    language = 'en',
    origin = CMS_URL,
  }: { account?: Account; language?: AdminLanguage; origin?: string } = {},
) {
  await page.goto(`${origin}/admin/auth/login`);
  await useAdminLanguage(page, language);
  await page.reload();
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin(\/)?$/);
}
