/**
 * The German admin shows no English: a content editor with the German interface walks the main views — the home
 * page, the list and an edit view of every content type they may open, the media library and its "Neu" menu,
 * the section picker of a page, their profile — and every visible text, label and screen-reader announcement is
 * compared with the admin's catalogues. Any text that is an English message without a German version (from
 * Strapi's catalogues and ours, `support/admin-catalogues.ts`) fails the test, named with its message key.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';
import { untranslatedTexts } from './support/admin-catalogues';

const UNTRANSLATED = untranslatedTexts();

type ContentType = { uid: string; kind: 'collectionType' | 'singleType'; isDisplayed: boolean };

/** What a person perceives on the page: visible text, accessible names and placeholders, live announcements. */
const perceivedTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    for (const line of document.body.innerText.split('\n')) texts.add(line.trim());
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [aria-live]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) texts.add(element.getAttribute(name)?.trim() ?? '');
      if (element.hasAttribute('aria-live')) texts.add(element.textContent?.trim() ?? '');
    }
    texts.delete('');
    return [...texts];
  });

/** The English messages among the texts of the page, with their keys. */
async function englishOn(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const text of await perceivedTexts(page)) {
    const message = UNTRANSLATED.find(({ pattern }) => pattern.test(text));
    if (message) found.push(`${where}: “${text}” (${message.key})`);
  }
  return found;
}

/**
 * Opens `url` inside the running admin, as its own links do (React Router follows the history), so the sweep pays for
 * one page load, not one per view; resolves once the view has loaded (its main area no longer busy, a heading shown).
 */
async function open(page: Page, url: string) {
  await page.evaluate((target) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `sweep-${index + 1}`, idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForURL((current) => `${current.pathname}${current.search}`.startsWith(url.split('?')[0]!));
  await expect(page.locator('main:not([aria-busy="true"]) h1').first()).toBeVisible({ timeout: 20_000 });
}

test('the German admin shows an editor no English on the main views and dialogs', async ({ page }) => {
  test.setTimeout(180_000);
  expect(UNTRANSLATED.length).toBeGreaterThan(0);
  const token = await adminToken();
  const editor = await userWithRole(token, 'Content editor', { firstname: 'Erna', lastname: 'Redakteurin' });
  await logInToAdmin(page, { account: editor, language: 'de' });
  const found: string[] = [];
  const visit = async (url: string, where: string) => {
    await open(page, url);
    found.push(...(await englishOn(page, where)));
  };

  await expect(page.getByText('Willkommen im Admin-Bereich')).toBeVisible({ timeout: 20_000 });
  found.push(...(await englishOn(page, 'Startseite')));
  const init = await request('GET', '/content-manager/init', { token: editor.token });
  // The types the editor may read (the admin's navigation lists these; another answers "no permission").
  const permissions = await request('GET', '/admin/users/me/permissions', { token: editor.token });
  const readable = new Set(
    (permissions.body.data as Array<{ action: string; subject: string | null }>)
      .filter((p) => p.action === 'plugin::content-manager.explorer.read')
      .map((p) => p.subject),
  );
  const types = (init.body.data.contentTypes as ContentType[]).filter(
    (t) => t.isDisplayed && t.uid.startsWith('api::') && readable.has(t.uid),
  );
  expect(types.length).toBeGreaterThan(5);
  for (const type of types) {
    const kind = type.kind === 'singleType' ? 'single-types' : 'collection-types';
    const base = `/admin/content-manager/${kind}/${type.uid}`;
    if (type.kind === 'collectionType') {
      await visit(`${base}?plugins[i18n][locale]=de`, `Liste ${type.uid}`);
      const first = await request('GET', `/content-manager/${kind}/${type.uid}?locale=de&pageSize=1`, {
        token: editor.token,
      });
      const documentId = first.body.results?.[0]?.documentId ?? 'create';
      await visit(`${base}/${documentId}?plugins[i18n][locale]=de`, type.uid);
    } else {
      await visit(`${base}?plugins[i18n][locale]=de`, type.uid);
    }
    if (type.uid === 'api::page.page') {
      // The section picker of a page's dynamic zone.
      await page
        .getByRole('button', { name: /Zu „Abschnitte“ hinzufügen/ })
        .first()
        .click();
      found.push(...(await englishOn(page, 'Abschnitt-Auswahl')));
      await page.keyboard.press('Escape');
    }
  }

  await visit('/admin/plugins/upload', 'Medienbibliothek');
  // Adding files: the "Neu" menu (its entries open the file picker or the import from an address).
  await page.getByRole('button', { name: 'Neu', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Dateien hochladen' })).toBeVisible();
  found.push(...(await englishOn(page, 'Menü „Neu“ der Medienbibliothek')));
  await page.keyboard.press('Escape');

  await visit('/admin/me', 'Profil');
  expect(found).toEqual([]);
});
