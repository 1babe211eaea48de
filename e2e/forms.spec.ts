import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, siteText } from '../tests/support/catalogues';
import { ownVisitor } from './support/visitor';
import { scrollFarDownClearOfTasks, watchJoinListOpenings } from './support/join-list';
import { watchScrolling } from './support/settle';

/** The lead forms in a real browser against the real CMS: what visitors see and what is stored. */
const dbRow = (sql: string, ...params: unknown[]) => {
  const db = new Database(process.env.CMS_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
};

/** A returning visitor who closed the newsletter widget before: it will not pop up over the form. */
const dismissJoinList = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000)));

/**
 * Resolves once the join-list widget has armed its open triggers on the current page (its `join-list:ready`
 * event on the window); before hydration a scroll or a passing minute would open nothing.
 */
async function joinListReady(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('join-list:ready', () =>
      document.documentElement.setAttribute('data-e2e-join-list', 'ready'),
    );
  });
  return () => expect(page.locator('html[data-e2e-join-list="ready"]')).toHaveCount(1, { timeout: 15_000 });
}

async function openContactForm(page: Page, path: string) {
  await dismissJoinList(page);
  await page.goto(path);
  await page.locator('.contact-form-slot').scrollIntoViewIfNeeded();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox').first() })
    .last();
  await expect(form).toBeVisible({ timeout: 15_000 });
  return form;
}

test('contact form: an empty submit shows field errors, in English and German', async ({ page }) => {
  const en = await openContactForm(page, '/');
  await en.getByRole('button', { name: siteText('en', 'forms:contact.submit') }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('E-mail is required.')).toBeVisible();

  const de = await openContactForm(page, '/de/');
  await de.getByRole('button', { name: new RegExp(escapeRegExp(siteText('de', 'forms:contact.submit'))) }).click();
  await expect(page.getByText('Vorname ist ein Pflichtfeld.')).toBeVisible();
});

test('contact form: a valid message is confirmed and stored', async ({ page }) => {
  const visitor = await ownVisitor(page);
  const form = await openContactForm(page, '/');
  const email = visitor.email('e2e');
  await form.getByLabel(siteText('en', 'forms:contact.fields.name')).fill('Grace');
  await form.getByLabel(siteText('en', 'forms:contact.fields.lastName')).fill('Hopper');
  await form.getByRole('textbox', { name: siteText('en', 'forms:contact.fields.email'), exact: true }).fill(email);
  await form.getByLabel(siteText('en', 'forms:contact.fields.phone')).fill('06131 555 0177');
  await form
    .getByLabel(siteText('en', 'forms:contact.fields.message'))
    .fill('Please call us about a tokenized fund in Q3.');
  await form.getByRole('button', { name: siteText('en', 'forms:contact.submit') }).click();
  await expect(page.getByText(siteText('en', 'common:forms.contactSuccess')).first()).toBeVisible();
  expect(dbRow('SELECT name, phone FROM contact_messages WHERE email = ?', email)).toEqual({
    name: 'Grace',
    phone: '+4961315550177',
  });
});

test('join-list widget: opens after time on the page and signs up', async ({ page }) => {
  const visitor = await ownVisitor(page);
  await page.clock.install();
  const ready = await joinListReady(page);
  await page.goto('/insight/');
  await ready();
  const opened = await watchJoinListOpenings(page);
  await page.clock.fastForward(20_000); // the page's timers due within 20 s run before this returns
  // Not yet: it waits for 30 s on the page (a trigger that fired would have said so at once).
  await expect(opened).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(11_000);
  const dialog = page.getByRole('dialog', { name: siteText('en', 'forms:joinList.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const email = visitor.email('join');
  await dialog.getByLabel(siteText('en', 'forms:newsletter.fields.email')).fill(email);
  await dialog.getByRole('button', { name: siteText('en', 'common:forms.submitJoinList') }).click();
  // Double opt-in: the visitor is asked to confirm by e-mail, not told they are subscribed.
  await expect(page.getByRole('heading', { name: siteText('en', 'forms:joinList.thankYouTitle') })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${escapeRegExp(siteText('en', 'common:forms.newsletterCheckInbox'))}`)).first(),
  ).toBeVisible();
  expect(dbRow('SELECT language, page_uri FROM subscribers WHERE email = ?', email)).toEqual({
    language: 'en',
    page_uri: '/insight/',
  });
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
  );
  expect(events).toContainEqual(expect.objectContaining({ event: 'send_form', form_name: 'subscribe' }));
});

test('join-list widget: stays away for a visitor who closed it before', async ({ page }) => {
  await dismissJoinList(page);
  const ready = await joinListReady(page);
  await page.goto('/de/sto/');
  await ready();
  const opened = await watchJoinListOpenings(page);
  const scrolled = await watchScrolling(page);
  await scrollFarDownClearOfTasks(page);
  await scrolled(); // the page has heard the scroll: a scroll trigger would have fired by now
  await expect(opened).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('join-list widget: opens when a new visitor scrolls far down', async ({ page }) => {
  const ready = await joinListReady(page);
  await page.goto('/de/sto/');
  await ready();
  await scrollFarDownClearOfTasks(page);
  await expect(page.getByRole('dialog', { name: siteText('de', 'forms:joinList.title') })).toBeVisible({
    timeout: 15_000,
  });
});
