import { expect, test } from '@playwright/test';
import { siteText, siteTextSource } from '../tests/support/catalogues';
import { atRest } from './support/settle';

/**
 * The insight list is a hydrated island that starts on the visitor's first interaction: that very first tap must
 * do what it says (the runtime holds it until React is live and replays it), at a phone's width with touch.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000))),
);

/** What the list says in `locale`: the topic group's and the pagination's names, page 2 and its status. */
const copyOf = (locale: 'en' | 'de', path: string) => ({
  path,
  topics: siteText(locale, 'common:blog.topicFilter'),
  pages: siteText(locale, 'common:blog.pagination'),
  page2: siteText(locale, 'common:blog.page', { page: 2 }),
  // "Page 2 of 7", whatever the number of pages.
  status: new RegExp(`^${siteTextSource(locale, 'common:blog.pageOf', { page: '2', total: '\\d+' })}$`),
});

for (const copy of [copyOf('en', '/insight/'), copyOf('de', '/de/insight/')]) {
  test(`${copy.path}: one tap on a topic filters the list`, async ({ page }) => {
    await page.goto(copy.path);
    await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
    const chip = page.getByRole('group', { name: copy.topics }).getByRole('button').nth(1);
    const topic = (await chip.textContent())!.trim();
    await chip.tap(); // the island's first interaction
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]topic=/);
    // Once the list has loaded, every article shown carries the chosen topic (the page's first list stays in the
    // document, hidden).
    const cards = page.locator('.insight-list__results .card:visible');
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(topic));
      })
      .toBe(true);
  });

  test(`${copy.path}: one tap on page 2 pages, and the search field rests below the header`, async ({ page }) => {
    await page.goto(copy.path);
    await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
    const pagination = page.getByRole('navigation', { name: copy.pages });
    await pagination.getByRole('button', { name: copy.page2 }).tap(); // the island's first interaction
    await expect(pagination.getByRole('status').or(pagination.locator('.pagination__status'))).toHaveText(copy.status);
    await expect(pagination.getByRole('button', { name: copy.page2 })).toHaveAttribute('aria-current', 'page');
    // Page 2's results are in (the list is no longer busy), and the search field has come to rest where the page
    // scrolled it.
    await expect(page.locator('.insight-list__results')).toHaveAttribute('aria-busy', 'false');
    const searchField = page.getByRole('searchbox').or(page.locator('.search-form input')).first();
    await atRest(searchField);
    const header = (await page.locator('header.site-header').boundingBox())!;
    const search = (await searchField.boundingBox())!;
    expect(search.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(search.y + search.height).toBeLessThanOrEqual(844);
  });
}
