/** @jest-environment jsdom */
import { fitHeader } from './header-fit';

/** A header whose bar is 1,000 px wide and whose content needs `need[fit]` px in each layout. */
function headerNeeding(need: Record<'full' | 'compact' | 'tight', number>): HTMLElement {
  document.body.innerHTML = '<header class="site-header"><div class="site-header__inner"></div></header>';
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const bar = header.querySelector<HTMLElement>('.site-header__inner')!;
  Object.defineProperty(bar, 'clientWidth', { value: 1000 });
  Object.defineProperty(bar, 'scrollWidth', {
    get: () => need[(header.dataset.fit as 'compact' | 'tight' | undefined) ?? 'full'],
  });
  return header;
}

describe('the header’s fit', () => {
  it('keeps the full menu where it fits', () => {
    const header = headerNeeding({ full: 1000, compact: 700, tight: 500 });
    fitHeader(header);
    expect(header.dataset.fit).toBeUndefined();
  });

  it('shows the drawer instead of the menu where the menu does not fit', () => {
    const header = headerNeeding({ full: 1200, compact: 900, tight: 500 });
    fitHeader(header);
    expect(header.dataset.fit).toBe('compact');
  });

  it('moves the booking link into the drawer too where even that does not fit', () => {
    const header = headerNeeding({ full: 1400, compact: 1100, tight: 800 });
    fitHeader(header);
    expect(header.dataset.fit).toBe('tight');
  });

  it('measures afresh: a wider window brings the full menu back', () => {
    const header = headerNeeding({ full: 1000, compact: 700, tight: 500 });
    header.dataset.fit = 'tight';
    fitHeader(header);
    expect(header.dataset.fit).toBeUndefined();
  });
});
