/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { DAY_MS } from './constants';
import { JoinListLoader } from './JoinListLoader';

let mockLocale: Locale = 'en';
jest.mock('gatsby-plugin-react-i18next', () =>
  jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale),
);
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ site: { siteMetadata: { cmsPublicUrl: 'https://cms.example' } } }),
}));
// Counts loads of the widget's code (the `import()` the loader must delay); the first test sees the only one.
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

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  mockIslandLoads.mockClear();
  scrollTo(0);
});
afterEach(() => {
  act(() => pageModalStack.closeAll());
  jest.useRealTimers();
});

describe('JoinListLoader', () => {
  it('loads the widget only after 30 seconds on the page', async () => {
    render(<JoinListLoader />);
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(mockIslandLoads).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(await screen.findByRole('dialog', { name: 'Join our list' })).toBeTruthy();
    expect(mockIslandLoads).toHaveBeenCalledTimes(1);
  });

  it('or once 60 % of the page was scrolled', async () => {
    render(<JoinListLoader />);
    act(() => scrollTo(1000));
    expect(mockIslandLoads).not.toHaveBeenCalled();
    act(() => scrollTo(1200));
    expect(await screen.findByRole('dialog', { name: 'Join our list' })).toBeTruthy();
  });

  it('loads nothing while the visitor asked not to be asked again', async () => {
    localStorage.setItem('join-list:suppressed-until', String(Date.now() + DAY_MS));
    render(<JoinListLoader />);
    await act(async () => jest.advanceTimersByTime(60_000));
    await act(async () => scrollTo(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a launcher with a notification dot in popover mode, hidden once seen', async () => {
    mockLocale = 'de';
    render(<JoinListLoader mode="popover" timeSeconds={600} />);
    const launcher = screen.getByRole('button', { name: 'Newsletter' });
    expect(launcher.querySelector('.join-list-launcher__dot')).toBeTruthy();
    fireEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Bleiben Sie auf dem Laufenden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ich bin dabei' })).toBeTruthy();
    expect(launcher.querySelector('.join-list-launcher__dot')).toBeNull();
    mockLocale = 'en';
  });
});
