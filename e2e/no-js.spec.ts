import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_CODES, localeInfo, localizePath, otherLocales, parseLocalizedPath, type Locale } from '@app/routing';

/**
 * The site with JavaScript switched off (issue #11): every template is a complete static page. The header
 * menus and the language list open (native <details>), the language is a plain link to the same page in the other
 * language, and a form that cannot work without a script says so instead of failing silently.
 */
test.use({ javaScriptEnabled: false });

/** A catalogue of the site's UI strings (locales/<locale>/<namespace>.json). */
const catalogue = (locale: Locale, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', locale, `${namespace}.json`), 'utf8'));
/** A notice's first sentence (the rest of it may be typeset with no-break spaces). */
const firstSentence = (text: string) => text.split('. ')[0]!;

/** What a reader of `locale` sees in the page frame, from that language's catalogues. */
function textsOf(locale: Locale) {
  const [common, nav, forms] = ['common', 'nav', 'forms'].map((namespace) => catalogue(locale, namespace));
  const other = otherLocales(locale)[0]!;
  return {
    nav: nav.mainNavigation as string,
    languages: common.language.label as string,
    other: localeInfo(other).name as string,
    otherLang: other,
    contactNote: firstSentence(forms.contact.needsJavaScript),
    searchNote: firstSentence(common.blog.needsJavaScript),
    prefix: localizePath('/', locale).slice(0, -1),
  };
}

/**
 * What a reader sees in an element: its rendered text. (Playwright's text selectors skip <noscript>, whose
 * content is exactly what a browser without JavaScript renders.)
 */
async function expectShownText(page: Page, selector: string, text: string) {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  expect(await element.innerText()).toContain(text);
}

/** The first link of a list page that leads one level deeper (an article, a case study). */
async function firstEntry(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const href = await page
    .locator(`main a[href^="${listPath}"][href$="/"]:not([href="${listPath}"])`)
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** A static page that works as one: a heading, a menu that opens, a language link that leads somewhere real. */
async function expectNavigable(page: Page, pagePath: string, locale: Locale) {
  const text = textsOf(locale);
  const response = await page.goto(pagePath);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first menu group opens on click and its links are real links.
  const nav = page.getByRole('navigation', { name: text.nav });
  const group = nav.locator('details').first();
  await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
  const firstLink = group.locator('a').first();
  await expect(firstLink).toBeVisible();
  expect(parseLocalizedPath((await firstLink.getAttribute('href'))!).locale).toBe(locale);

  // The language switch opens (a native disclosure) to a link to this page in the other language, and it works
  // without a script.
  const languages = page.getByRole('navigation', { name: text.languages });
  await languages.locator('summary').click();
  const languageLink = languages.getByRole('link', { name: text.other });
  const target = await languageLink.getAttribute('href');
  expect(target).toBeTruthy();
  await languageLink.click();
  await expect(page.locator('html')).toHaveAttribute('lang', text.otherLang);
  expect(new URL(page.url()).pathname).toBe(target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const locale of LOCALE_CODES) {
  const text = textsOf(locale);

  test(`home, ${locale}: readable, menus and language link work, the contact form says it needs JavaScript`, async ({
    page,
  }) => {
    await expectNavigable(page, `${text.prefix}/`, locale);
    await page.goto(`${text.prefix}/`);
    await expectShownText(page, '.contact-form-slot noscript p', text.contactNote);
    // The way to reach the company without a script is right there.
    await expect(page.locator('.contact-form-slot a[href^="mailto:"]')).toBeVisible();
  });

  test(`a service page, ${locale}: readable and navigable`, async ({ page }) => {
    await expectNavigable(page, `${text.prefix}/software-development/`, locale);
  });

  test(`the insight list, ${locale}: the articles are there and the search says it needs JavaScript`, async ({
    page,
  }) => {
    await expectNavigable(page, `${text.prefix}/insight/`, locale);
    await page.goto(`${text.prefix}/insight/`);
    await expectShownText(page, '.insight-list noscript p', text.searchNote);
    expect(await page.locator('main h2 a[href*="/insight/"]').count()).toBeGreaterThan(0);
  });

  test(`an article, ${locale}: readable and navigable`, async ({ page }) => {
    await expectNavigable(page, await firstEntry(page, `${text.prefix}/insight/`), locale);
  });

  test(`a case study, ${locale}: readable and navigable`, async ({ page }) => {
    await expectNavigable(page, await firstEntry(page, `${text.prefix}/case-studies/`), locale);
  });
}
