import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';

/**
 * The phone menu at 390 × 844: a tap on the menu button opens a drawer as tall as the screen, every
 * link in it can really be tapped (the element at its centre is the link), focus stays inside, and Escape or the
 * close button close it. Several templates in both languages, with the cookie notice still asking (a first visit).
 */
const post = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'cms/fixtures/posts/sto-vs-ico.json'), 'utf8'));

const LOCALES = [
  {
    locale: 'en',
    pages: ['/', '/sto/legal/', `/insight/${post.en.slug}/`, '/case-studies/', '/sto/quiz/'],
    open: siteText('en', 'nav:openMenu'),
    close: siteText('en', 'nav:closeMenu'),
    dialog: siteText('en', 'nav:menu'),
    about: siteText('en', 'nav:pages.about'),
  },
  {
    locale: 'de',
    pages: ['/de/', '/de/sto/legal/', `/de/insight/${post.de.slug}/`, '/de/case-studies/', '/de/sto/quiz/'],
    open: siteText('de', 'nav:openMenu'),
    close: siteText('de', 'nav:closeMenu'),
    dialog: siteText('de', 'nav:menu'),
    about: siteText('de', 'nav:pages.about'),
  },
] as const;

const VIEWPORT = { width: 390, height: 844 };
test.use({ viewport: VIEWPORT, hasTouch: true });

/** The element the browser finds at the centre of `target` is `target` or inside it: a tap there reaches it. */
async function isHitTestable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function openMenu(page: Page, copy: (typeof LOCALES)[number]): Promise<Locator> {
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.getByLabel(copy.open, { exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: copy.dialog, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const copy of LOCALES) {
  for (const pagePath of copy.pages) {
    test(`phone menu on ${pagePath}: full height, every link tappable, focus kept inside`, async ({ page }) => {
      await page.goto(pagePath);
      const dialog = await openMenu(page, copy);

      // As tall and as wide as the screen, from its top edge.
      const box = await dialog.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
      // Modal: the page behind does not scroll while it is open.
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      const closeButton = dialog.getByRole('button', { name: copy.close });
      await expect(closeButton).toBeFocused();
      expect(await isHitTestable(closeButton)).toBe(true);

      const links = dialog.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(18); // 7 + 10 + 3 pages in the groups, 2 top-level, the booking link
      for (let i = 0; i < count; i += 1) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
        const linkBox = (await link.boundingBox())!;
        expect(linkBox.height, `${await link.textContent()} is a tap target`).toBeGreaterThanOrEqual(44);
        expect(await isHitTestable(link), `${await link.textContent()} is covered`).toBe(true);
      }

      // Tab goes round inside the drawer: from the close button through every link back to the close button.
      for (let i = 0; i < count; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Tab');
      await expect(closeButton).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(links.last()).toBeFocused();

      // Escape closes it and gives focus back to the menu button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel(copy.open, { exact: true })).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // So does the close button; a link in it leads to its page.
      await page.getByLabel(copy.open, { exact: true }).tap();
      await expect(dialog).toBeVisible();
      await closeButton.tap();
      await expect(dialog).toBeHidden();
      await page.getByLabel(copy.open, { exact: true }).tap();
      await dialog.getByRole('link', { name: copy.about, exact: true }).tap();
      await expect(page).toHaveURL(copy.locale === 'en' ? /\/about\/$/ : /\/de\/about\/$/);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const copy of LOCALES) {
    test(`phone menu on ${copy.pages[0]}: the native disclosure opens full height and its toggle closes it`, async ({
      page,
    }) => {
      await page.goto(copy.pages[0]);
      const toggle = page.locator('details[data-drawer] > summary');
      await toggle.tap();
      const panel = page.getByRole('dialog', { name: copy.dialog, exact: true });
      expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
      // The close button needs a script: it stays hidden, and the toggle above the panel closes the drawer.
      await expect(panel.getByRole('button', { name: copy.close })).toBeHidden();
      expect(await isHitTestable(toggle)).toBe(true);
      const links = panel.getByRole('link');
      for (let i = 0; i < (await links.count()); i += 1) {
        await links.nth(i).scrollIntoViewIfNeeded();
        expect(await isHitTestable(links.nth(i)), `${await links.nth(i).textContent()} is covered`).toBe(true);
      }
      await toggle.tap();
      await expect(panel).toBeHidden();
    });
  }
});
