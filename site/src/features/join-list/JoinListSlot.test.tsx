/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { startJoinList } from '../../islands/behaviours/join-list';
import { translate } from '../../../test/i18n-mock';
import { serveCatalogues, setPageLocale } from '../../../test/island-env';
import { renderStatic } from '../../../test/render-static';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { DAY_MS } from './constants';
import type { JoinListController } from './controller';
import { JoinListSlot, type JoinListSlotProps } from './JoinListSlot';

// Counts loads of the widget's code (the `import()` the runtime must delay).
const mockIslandLoads = jest.fn();
jest.mock('./JoinListIsland', () => {
  mockIslandLoads();
  return jest.requireActual('./JoinListIsland');
});

function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true, writable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let stopServing: () => void;
let controller: JoinListController | null = null;
beforeAll(() => (stopServing = serveCatalogues()));
afterAll(() => stopServing());

/** The slot as the build renders it, armed by the island runtime once the browser is idle. */
async function renderSlot(props: JoinListSlotProps = {}, locale: Locale = 'en') {
  setPageLocale(locale);
  document.body.innerHTML = renderStatic(<JoinListSlot {...props} />, locale);
  const started = startJoinList(document);
  await act(async () => jest.advanceTimersByTime(250));
  controller = await started;
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  mockIslandLoads.mockClear();
  scrollTo(0);
});
afterEach(() => {
  act(() => pageModalStack.closeAll());
  controller?.destroy();
  controller = null;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the join-list widget on a page', () => {
  it('renders no widget on the server, only its settings for the runtime', () => {
    const html = renderStatic(<JoinListSlot />);
    expect(html).toContain('data-join-list=""');
    expect(html).toContain('data-endpoint="https://cms.example/api/newsletter"');
    expect(html).not.toContain('dialog');
  });

  it('loads the widget only after 30 seconds on the page', async () => {
    await renderSlot();
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(mockIslandLoads).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1_500));
    jest.useRealTimers();
    expect(
      await screen.findByRole('dialog', { name: translate('en', 'forms:joinList.title') }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(mockIslandLoads).toHaveBeenCalledTimes(1);
  });

  it('or once 60 % of the page was scrolled', async () => {
    await renderSlot();
    await act(async () => scrollTo(500));
    expect(mockIslandLoads).not.toHaveBeenCalled();
    await act(async () => scrollTo(1200));
    jest.useRealTimers();
    expect(
      await screen.findByRole('dialog', { name: translate('en', 'forms:joinList.title') }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('loads nothing while the visitor asked not to be asked again', async () => {
    localStorage.setItem('join-list:suppressed-until', String(Date.now() + DAY_MS));
    await renderSlot();
    await act(async () => jest.advanceTimersByTime(60_000));
    await act(async () => scrollTo(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockIslandLoads).not.toHaveBeenCalled();
  });

  it('offers a launcher with a notification dot in popover mode, hidden once seen', async () => {
    await renderSlot({ mode: 'popover', timeSeconds: 600 }, 'de');
    const launcher = screen.getByRole('button', { name: translate('de', 'forms:joinList.launcher') });
    const dot = launcher.querySelector<HTMLElement>('.join-list-launcher__dot')!;
    expect(dot.hidden).toBe(false);
    jest.useRealTimers();
    fireEvent.click(launcher);
    expect(
      await screen.findByRole('dialog', { name: translate('de', 'forms:joinList.title') }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: translate('de', 'common:forms.submitJoinList') })).toBeTruthy();
    expect(dot.hidden).toBe(true);
  });
});
