import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, siteText } from '../tests/support/catalogues';

/** The STO quiz in Chromium against the built site: both languages, the clock, the booking popup. */
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8'));
const GLOBAL = readJson('cms/fixtures/global.json');
const QUIZ = readJson('cms/fixtures/quiz.json');

const LOCALES = [
  {
    path: '/sto/quiz/',
    bookingUrl: GLOBAL.en.bookingUrl as string,
    title: QUIZ.en.title as string,
    start: siteText('en', 'quiz:start'),
    next: siteText('en', 'quiz:next'),
    finish: siteText('en', 'quiz:finish'),
    success: 'Good news: an STO can fit your project',
    error: 'Thank you, an STO is not the best choice right now',
    book: siteText('en', 'quiz:book'),
    callBack: siteText('en', 'quiz:callBack'),
    topicField: siteText('en', 'forms:contact.fields.topic'),
    progress: new RegExp(`^${escapeRegExp(siteText('en', 'quiz:progress', { current: 1, total: 10 }))}: `),
  },
  {
    path: '/de/sto/quiz/',
    bookingUrl: GLOBAL.de.bookingUrl as string,
    title: QUIZ.de.title as string,
    start: siteText('de', 'quiz:start'),
    next: siteText('de', 'quiz:next'),
    finish: siteText('de', 'quiz:finish'),
    success: 'Gute Nachricht – ein STO kann zu Ihrem Vorhaben passen',
    error: 'Vielen Dank – ein STO ist derzeit nicht die beste Wahl',
    book: siteText('de', 'quiz:book'),
    callBack: siteText('de', 'quiz:callBack'),
    topicField: siteText('de', 'forms:contact.fields.topic'),
    progress: new RegExp(`^${escapeRegExp(siteText('de', 'quiz:progress', { current: 1, total: 10 }))}: `),
  },
] as const;
type Copy = (typeof LOCALES)[number];

/** A returning visitor who closed the newsletter widget: it will not pop up over the pages we visit. */
const dismissJoinList = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000)));

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);

async function startQuiz(page: Page, copy: Copy) {
  await page.goto(copy.path);
  const quiz = quizRegion(page, copy);
  // The server sends the intro with an inert button; the island runtime replaces it with the quiz.
  const start = quiz.getByRole('button', { name: copy.start });
  await expect(start).toBeEnabled({ timeout: 15_000 });
  await start.click();
  await expect(quiz.getByRole('heading', { level: 2, name: copy.progress })).toBeFocused();
}

/** Answers the ten questions with the mouse: `answers[i]` is the answer's position (0 most favourable). */
async function answerAll(page: Page, copy: Copy, answers: number[]) {
  const quiz = quizRegion(page, copy);
  for (const [i, answer] of answers.entries()) {
    await expect(quiz.getByText(`${i + 1} / 10`, { exact: true })).toBeVisible();
    await quiz.getByRole('radio').nth(answer).check();
    await quiz.getByRole('button', { name: i === 9 ? copy.finish : copy.next }).click();
  }
}

/**
 * The quiz's own region (its section, named by the quiz's title). The header offers a booking link with the same
 * label as the result's, so the result's links are looked for here, not on the whole page.
 */
const quizRegion = (page: Page, copy: Copy) => page.getByRole('region', { name: copy.title, exact: true });

const quizEvents = async (page: Page) => (await dataLayer(page)).filter((e) => e.event === 'quiz_complete');

for (const copy of LOCALES) {
  test(`quiz ${copy.path} on a phone: "Next" on the first screen, the clock in view at every question`, async ({
    page,
  }) => {
    await dismissJoinList(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await startQuiz(page, copy);
    const quiz = quizRegion(page, copy);
    const inView = async (name: string, locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      const header = (await page.locator('header.site-header').boundingBox())!;
      expect([name, box.y >= header.y + header.height - 1 && box.y + box.height <= 844]).toEqual([name, true]);
    };
    await inView('Next on question 1', quiz.getByRole('button', { name: copy.next }));
    for (let i = 0; i < 5; i += 1) {
      await quiz.getByRole('radio').first().check();
      await quiz.getByRole('button', { name: copy.next }).click();
      await expect(quiz.getByText(`${i + 2} / 10`, { exact: true })).toBeVisible();
      // The visitor scrolls on as far as the question goes: its "Next" at the bottom of the screen.
      await quiz
        .getByRole('button', { name: copy.next })
        .evaluate((next) => next.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await inView(`the clock at question ${i + 2}`, quiz.getByRole('timer'));
    }
  });

  test(`quiz ${copy.path}: a favourable run ends in success and opens the booking page + /sto in one step`, async ({
    page,
    context,
  }) => {
    // The third-party booking page is not reachable from here: answer for it.
    await context.route(`${new URL(copy.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
    );
    await startQuiz(page, copy);
    await answerAll(page, copy, Array(10).fill(0));

    const quiz = quizRegion(page, copy);
    await expect(quiz.getByRole('heading', { level: 2, name: copy.success })).toBeFocused();
    expect(await quizEvents(page)).toEqual([{ event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 }]);

    // The quiz knows the topic: the calendar opens at once, no dialog asks for a topic or a preference.
    const popupOpened = page.waitForEvent('popup');
    await quiz.getByRole('link', { name: copy.book }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${copy.bookingUrl}/sto`);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A visitor who would rather be called gets the contact form, the topic preselected.
    await quiz.getByRole('link', { name: copy.callBack }).click();
    await expect(page).toHaveURL(/\?topic=fundraising#contact$/);
    await expect(page.getByLabel(copy.topicField, { exact: true })).toHaveValue('fundraising', { timeout: 15_000 });
  });

  test(`quiz ${copy.path}: one least favourable answer ends in error, with the guide, the call and the newsletter`, async ({
    page,
  }) => {
    await startQuiz(page, copy);
    await answerAll(page, copy, [0, 0, 0, 0, 1, 1, 2, 0, 0, 0]);
    const quiz = quizRegion(page, copy);
    await expect(quiz.getByRole('heading', { level: 2, name: copy.error })).toBeFocused();
    expect(await quizEvents(page)).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
    // The CMS's text says to book a call anyway: the result offers it, straight to the calendar with /sto.
    await expect(quiz.getByRole('link', { name: copy.book })).toHaveAttribute('href', /\/sto$/);
    await expect(quiz.getByRole('link', { name: copy.callBack })).toHaveCount(0);
  });

  test(`quiz ${copy.path}: left alone, it ends when the clock runs out`, async ({ page }) => {
    await page.clock.install();
    await startQuiz(page, copy);
    const quiz = quizRegion(page, copy);
    await quiz.getByRole('radio').first().check();
    await quiz.getByRole('button', { name: copy.next }).click();
    await expect(page.getByRole('timer')).toHaveText('2:00');

    await page.clock.fastForward(60_000);
    await expect(page.getByRole('timer')).toHaveText('1:00');
    await expect(quiz.getByText('2 / 10', { exact: true })).toBeVisible();
    expect(await quizEvents(page)).toEqual([]);

    await page.clock.fastForward(60_000);
    await expect(quiz.getByRole('heading', { level: 2, name: copy.error })).toBeFocused();
    // Two minutes on the page, yet the newsletter pop-up never interrupted the quiz.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    expect(await quizEvents(page)).toEqual([{ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 }]);
  });
}

test('quiz: keyboard only — Tab, Space and Enter reach the result; restart begins anew', async ({ page }) => {
  const copy = LOCALES[0];
  await startQuiz(page, copy);
  const quiz = quizRegion(page, copy);
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab'); // from the focused question heading to its first answer
    await expect(quiz.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    if (i > 0) await page.keyboard.press('Tab'); // past "Previous question"
    await expect(quiz.getByRole('button', { name: i === 9 ? copy.finish : copy.next })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(quiz.getByRole('heading', { level: 2, name: copy.success })).toBeFocused();

  await quiz.getByRole('button', { name: siteText('en', 'quiz:restart') }).click();
  await expect(quiz.getByRole('heading', { level: 2, name: copy.progress })).toBeFocused();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('quiz: the error screen leads to the STO guide and the newsletter sign-up', async ({ page }) => {
  const copy = LOCALES[0];
  await startQuiz(page, copy);
  await answerAll(page, copy, Array(10).fill(2));
  const quiz = quizRegion(page, copy);
  await expect(quiz.getByRole('link', { name: siteText('en', 'quiz:guide') })).toHaveAttribute('href', '/sto/#guide');
  await quiz.getByRole('link', { name: siteText('en', 'quiz:newsletter') }).click();
  await expect(page).toHaveURL(/\/sto\/legal\/#newsletter$/);
  await expect(page.locator('#newsletter')).toBeInViewport();

  await page.goto('/sto/#guide');
  await expect(page.locator('#guide').getByRole('link')).toHaveAttribute('download', '');
});

test('quiz: its code loads on the quiz page only', async ({ page }) => {
  await dismissJoinList(page);
  const quizChunks: string[] = [];
  // The quiz island's own chunk (islands/registry.ts, webpackChunkName "island-quiz").
  page.on('request', (r) => /\/island-quiz-[0-9a-f]+\.js$/.test(r.url()) && quizChunks.push(new URL(r.url()).pathname));
  for (const other of ['/sto/', '/sto/legal/', '/de/sto/']) {
    await page.goto(other);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(quizChunks).toEqual([]);
  await page.goto('/sto/quiz/');
  await expect(page.getByRole('button', { name: siteText('en', 'quiz:start') })).toBeEnabled({ timeout: 15_000 });
  expect(quizChunks).toHaveLength(1);
});

for (const copy of LOCALES) {
  test(`axe: ${copy.path} intro, question and result`, async ({ page }) => {
    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
    await page.goto(copy.path);
    await page.waitForLoadState('networkidle');
    expect(await axe()).toEqual([]);
    await quizRegion(page, copy).getByRole('button', { name: copy.start }).click();
    await quizRegion(page, copy).getByRole('button', { name: copy.next }).click(); // the "choose an answer" message too
    expect(await axe()).toEqual([]);
    await answerAll(page, copy, Array(10).fill(0));
    expect(await axe()).toEqual([]);
  });
}
