import type { IslandName } from '../../islands/registry';
import type { TriggerName } from './triggers';

/**
 * What the join-list widget must not interrupt (issue #25): a task on the page — a form, the token wizard, the
 * quiz. Once the visitor has focused or typed into one during this page view, or arrived at its anchor (a link
 * to `#token-generator` or `#contact` scrolls past the scroll trigger at once), the widget's triggers stay quiet
 * for the rest of the page view; while the quiz's clock runs, always; and the scroll trigger never fires while a
 * task is in the viewport (the visitor is scrolling to the form they came for). Framework-free: it is armed with
 * the page.
 */
export type TaskGuardOptions = {
  /** Elements a task happens in (a form, an island's place). */
  tasks: string;
  /** Forms that are not the visitor's task (the cookie notice, the widget's own form). */
  ignore: string;
  /** An element whose presence means a task is under way whatever the visitor does (a running clock). */
  running: string;
};

/** The islands a visitor works in (islands/registry.ts): taking one up keeps the widget away, as any form does. */
const TASK_ISLANDS: readonly IslandName[] = ['contact-form', 'newsletter-inline', 'token-generator', 'quiz'];

/** The site's tasks. */
export const PAGE_TASKS: TaskGuardOptions = {
  tasks: ['form', ...TASK_ISLANDS.map((name) => `[data-island="${name}"]`)].join(', '),
  // The cookie notice's settings and the widget's own form are no task of the visitor's.
  ignore: '[data-join-list], [data-consent-banner]',
  // The quiz's clock (features/quiz/QuizClock.tsx): the widget never opens over a running quiz.
  running: '[role="timer"]',
};

/** True when the trigger must not open the widget now. */
export type TaskGuard = (trigger?: TriggerName) => boolean;

/** The element `hash` (`#id`, percent-encoded or not) points at, if any. */
function anchorTarget(doc: Document, hash: string): Element | null {
  if (hash.length < 2) return null;
  const id = hash.slice(1);
  try {
    return doc.getElementById(decodeURIComponent(id)) ?? doc.getElementById(id);
  } catch {
    return doc.getElementById(id); // a malformed escape in the address
  }
}

/** Starts watching `doc` (for the page's lifetime) for tasks the visitor takes up; the guard answers from then on. */
export function watchTasks(doc: Document, { tasks, ignore, running }: TaskGuardOptions): TaskGuard {
  const win = doc.defaultView;
  let engaged = false;
  const isTask = (element: Element | null) => {
    const task = element?.closest(tasks);
    return task !== null && task !== undefined && task.closest(ignore) === null;
  };
  /** An anchor in the address that is a task, lies inside one, or holds one (a section around a form). */
  const atTaskAnchor = () => {
    const target = anchorTarget(doc, win?.location.hash ?? '');
    if (target === null) return false;
    return isTask(target) || [...target.querySelectorAll(tasks)].some((task) => task.closest(ignore) === null);
  };
  const onUse = (event: Event) => {
    if (event.target instanceof Element && isTask(event.target)) engaged = true;
  };
  const onHash = () => {
    if (atTaskAnchor()) engaged = true;
  };
  onHash();
  for (const type of ['focusin', 'input', 'change'] as const) doc.addEventListener(type, onUse, true);
  win?.addEventListener('hashchange', onHash);
  /** A task the visitor can see now (any part of it inside the viewport). */
  const taskInView = () => {
    const height = win?.innerHeight ?? 0;
    return [...doc.querySelectorAll(tasks)].some((task) => {
      if (task.closest(ignore) !== null) return false;
      const box = task.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < height;
    });
  };
  return (trigger) => engaged || doc.querySelector(running) !== null || (trigger === 'scroll' && taskInView());
}
