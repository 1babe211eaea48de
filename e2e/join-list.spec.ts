import { expect, test, type Page } from '@playwright/test';
import formsDe from '../locales/de/forms.json';
import formsEn from '../locales/en/forms.json';
import quizDe from '../locales/de/quiz.json';
import quizEn from '../locales/en/quiz.json';
import tokenDe from '../locales/de/token.json';
import tokenEn from '../locales/en/token.json';
import { watchJoinListOpenings } from './support/join-list';
import { smallTapTargets, textOverflow } from './support/layout';
import { atRest, watchScrolling } from './support/settle';

/**
 * The join-list widget never opens over a task in progress: the token wizard entered at its anchor,
 * the contact form with a pause after typing, a running quiz — in both languages, each with 30 s on the page and
 * more scrolling, so that both of the widget's triggers had their chance. A first visit every time (nothing in
 * storage keeps the widget away), and on the same page without a task the widget does open.
 */
const TEXTS = {
  en: { prefix: '', forms: formsEn, token: tokenEn, quiz: quizEn },
  de: { prefix: '/de', forms: formsDe, token: tokenDe, quiz: quizDe },
} as const;
type Locale = keyof typeof TEXTS;
const LOCALES = Object.keys(TEXTS) as Locale[];

/** Resolves once the widget has armed its triggers (its `join-list:ready` event); before that nothing opens. */
async function joinListReady(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener('join-list:ready', () => document.documentElement.setAttribute('data-e2e-join-list', '')),
  );
  return () => expect(page.locator('html[data-e2e-join-list]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Half a minute more on the page and a turn of the mouse wheel further down, until the page has come to rest and
 * heard its last scroll: both triggers had their chance. Returns the locator that matches once the widget was
 * opened meanwhile (a trigger says so at once; the dialog itself would show only once its code has loaded).
 */
async function lingerAndScroll(page: Page) {
  const opened = await watchJoinListOpenings(page);
  const scrolled = await watchScrolling(page);
  await page.clock.fastForward(31_000); // the time trigger's timer runs before this returns
  await page.mouse.wheel(0, 600);
  await scrolled();
  return opened;
}

const widget = (page: Page, locale: Locale) => page.getByRole('dialog', { name: TEXTS[locale].forms.joinList.title });

for (const locale of LOCALES) {
  const { prefix, token, forms, quiz } = TEXTS[locale];

  test(`join-list, ${locale}: the token wizard entered at its anchor is not interrupted`, async ({ page }) => {
    await page.clock.install();
    const ready = await joinListReady(page);
    await page.goto(`${prefix}/defi/erc20/#token-generator`);
    await ready();
    const heading = page.getByRole('heading', { level: 3 });
    await expect(heading).toContainText(token.steps['1'], { timeout: 20_000 });
    await page.getByLabel(token.fields.name.label, { exact: true }).fill('Rhine Credit');
    await page.getByLabel(token.fields.symbol.label, { exact: true }).fill('RHC');
    await page.getByRole('button', { name: token.actions.next }).click();
    await expect(heading).toContainText(token.steps['2']);

    const opened = await lingerAndScroll(page);
    await expect(opened).toHaveCount(0);
    await expect(widget(page, locale)).toHaveCount(0);
    await expect(heading).toContainText(token.steps['2']);
  });

  test(`join-list, ${locale}: the same page without a task still asks after 30 s`, async ({ page }) => {
    await page.clock.install();
    const ready = await joinListReady(page);
    await page.goto(`${prefix}/defi/erc20/`);
    await ready();
    await page.clock.fastForward(31_000);
    await expect(widget(page, locale)).toBeVisible({ timeout: 15_000 });
  });

  test(`join-list, ${locale}: a pause after typing into the contact form is no invitation`, async ({ page }) => {
    await page.clock.install();
    const ready = await joinListReady(page);
    await page.goto(`${prefix}/`);
    await ready();
    // A keyboard visitor reaches the form's "Write to us" (the page scrolls there) and opens the form.
    const contact = page.locator('#contact');
    await contact.getByRole('link', { name: forms.contact.open }).focus();
    await page.keyboard.press('Enter');
    const firstName = contact.getByRole('textbox', { name: forms.contact.fields.name });
    await expect(firstName).toBeFocused({ timeout: 15_000 });
    await page.keyboard.type('Grace');
    // …then leaves the field to think, clicking beside the form.
    await contact.locator('..').locator('h2').first().click();
    await expect(firstName).not.toBeFocused();

    const opened = await lingerAndScroll(page);
    await expect(opened).toHaveCount(0);
    await expect(widget(page, locale)).toHaveCount(0);
    await expect(firstName).toHaveValue('Grace');
  });

  test(`join-list, ${locale}: arriving at the contact form's anchor counts as taking it up`, async ({ page }) => {
    await page.clock.install();
    const ready = await joinListReady(page);
    await page.goto(`${prefix}/#contact`);
    await ready();
    const opened = await lingerAndScroll(page);
    await expect(opened).toHaveCount(0);
    await expect(widget(page, locale)).toHaveCount(0);
  });

  test(`join-list, ${locale}: never over a running quiz`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`${prefix}/sto/quiz/`);
    const start = page.getByRole('button', { name: quiz.start });
    await expect(start).toBeEnabled({ timeout: 15_000 });
    await start.click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: quiz.next }).click();
    await expect(page.getByRole('timer')).toHaveText('2:00');

    const opened = await lingerAndScroll(page);
    await expect(opened).toHaveCount(0);
    await expect(widget(page, locale)).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveText(/^1:2\d$/);
  });
}

for (const locale of LOCALES) {
  test(`join-list, ${locale}: on a phone it comes up from the bottom as high as its content`, async ({ page }) => {
    const screen = { width: 390, height: 844 };
    await page.setViewportSize(screen);
    await page.clock.install();
    const ready = await joinListReady(page);
    await page.goto(`${TEXTS[locale].prefix}/defi/erc20/`);
    await ready();
    await page.clock.fastForward(31_000);
    const dialog = widget(page, locale);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await atRest(dialog); // the sheet's slide-in has ended
    const sheet = (await dialog.boundingBox())!;
    // Full width on the screen's bottom edge, the page still in view above it.
    expect(sheet.x).toBe(0);
    expect(sheet.width).toBe(screen.width);
    expect(Math.round(sheet.y + sheet.height)).toBe(screen.height);
    expect(sheet.height).toBeLessThan(screen.height * 0.75);
    const close = (await dialog.getByRole('button', { name: TEXTS[locale].forms.close }).boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(smallTapTargets)).toEqual([]);
    expect(await page.evaluate(textOverflow)).toEqual([]);
  });
}
