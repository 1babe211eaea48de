import { JOIN_LIST_DEFAULTS } from '../../features/join-list/constants';
import type { JoinListController, JoinListMode } from '../../features/join-list/controller';
import { PAGE_TASKS, watchTasks, type TaskGuard } from '../../features/join-list/task-guard';
import { loadChunk } from '../runtime/chunk-guard';
import { startIsland } from '../runtime/islands';

/** Do not interrupt a visitor who is in a dialog already (booking, phone menu) or typing into a field. */
const anotherDialogOpen = () =>
  document.querySelector('[aria-modal="true"]') !== null ||
  document.querySelector('details[data-drawer][open]') !== null ||
  (document.activeElement instanceof HTMLElement && document.activeElement.matches('input, textarea, select'));

const MODES: readonly JoinListMode[] = ['popup', 'slider', 'popover'];
const numberOr = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;
const whenIdle = (fn: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(fn, { timeout: 2000 })
    : setTimeout(fn, 200);

/**
 * The site-wide join-list widget (`features/join-list/JoinListSlot.tsx` marks its place), cheaply: once the
 * browser is idle only the framework-free controller loads and arms its triggers (by default 30 s on the page or
 * 60 % scrolled). The widget itself (React, MUI, the form) loads when a trigger first opens it or, in popover
 * mode, when the launcher is used. From the start it watches for a task the visitor takes up (a form, the token
 * wizard, the quiz, or an address pointing at one): then its triggers stay quiet for the page view.
 */
export function startJoinList(root: Document): Promise<JoinListController | null> {
  const slot = root.querySelector<HTMLElement>('[data-join-list]');
  if (!slot) return Promise.resolve(null);
  const busyWithTask = watchTasks(root, PAGE_TASKS);
  return new Promise((resolve, reject) => whenIdle(() => arm(slot, busyWithTask).then(resolve, reject)));
}

async function arm(slot: HTMLElement, busyWithTask: TaskGuard): Promise<JoinListController> {
  const { createJoinListController } = await loadChunk(
    () => import(/* webpackChunkName: "join-list-controller" */ '../../features/join-list/controller'),
  );
  const data = slot.dataset;
  const mode = MODES.find((m) => m === data.mode) ?? JOIN_LIST_DEFAULTS.mode;
  const controller = createJoinListController({
    mode,
    triggers: {
      timeSeconds: numberOr(data.timeSeconds, JOIN_LIST_DEFAULTS.loaderTimeSeconds),
      scrollPercent: numberOr(data.scrollPercent, JOIN_LIST_DEFAULTS.loaderScrollPercent),
      exitIntent: data.exitIntent === 'true',
      load: data.load === 'true',
    },
    autoClose: true,
    autoCloseDelayMs: numberOr(data.autoCloseDelayMs, JOIN_LIST_DEFAULTS.autoCloseDelayMs),
    isBusy: (trigger) => busyWithTask(trigger) || anotherDialogOpen(),
  });
  const launcher = slot.querySelector<HTMLButtonElement>('.join-list-launcher');
  const dot = slot.querySelector<HTMLElement>('.join-list-launcher__dot');
  const showDot = () => {
    if (dot) dot.hidden = !controller.showsDot();
  };
  let mounted = false;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    const container = document.createElement('div');
    slot.append(container);
    void startIsland(
      container,
      'join-list',
      {
        controller,
        endpoint: data.endpoint ?? '',
        formName: data.formName ?? JOIN_LIST_DEFAULTS.formName,
        anchorEl: launcher,
      },
      'render',
    );
  };
  controller.on('open', () => {
    mount();
    showDot();
  });
  if (mode === 'popover' && launcher) {
    launcher.hidden = false;
    launcher.addEventListener('click', () => {
      mount();
      controller.toggle();
    });
  }
  showDot();
  controller.start();
  return controller;
}
