import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_TASKS } from '../../site/src/features/join-list/task-guard';

/**
 * Scrolls as a reader who is not heading for a form: far past the join-list's scroll trigger, to the first place
 * (from 70 % of the page down) where no task — a form, the quiz, the token wizard — is in view. The widget waits
 * while one is (the visitor may be scrolling to it), so a test of the trigger stops where a reader has nothing to do.
 */
export async function scrollFarDownClearOfTasks(page: Page): Promise<void> {
  const top = await page.evaluate(({ tasks, ignore }) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const boxes = [...document.querySelectorAll(tasks)]
      .filter((task) => task.closest(ignore) === null)
      .map((task) => task.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => ({ top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }));
    for (let percent = 70; percent <= 100; percent += 1) {
      const y = (scrollable * percent) / 100;
      if (boxes.every((box) => box.bottom <= y || box.top >= y + window.innerHeight)) return y;
    }
    return null;
  }, PAGE_TASKS);
  expect(top, 'a place far down the page with no form in view').not.toBeNull();
  await page.evaluate((y) => window.scrollTo(0, y!), top);
}

/**
 * From now on, notes on the current page every opening of the join-list widget: its `join-list:open` event, which
 * an open trigger dispatches the moment it fires (the dialog itself shows only once its code has loaded). The
 * locator returned matches once the widget was opened.
 */
export async function watchJoinListOpenings(page: Page): Promise<Locator> {
  await page.evaluate(() =>
    window.addEventListener('join-list:open', () =>
      document.documentElement.setAttribute('data-e2e-join-list-opened', ''),
    ),
  );
  return page.locator('html[data-e2e-join-list-opened]');
}
