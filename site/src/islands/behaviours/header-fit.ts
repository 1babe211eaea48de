/**
 * The header's menu and booking link at widths where the CSS breakpoints (Header.css, sized for the languages
 * the site ships) are not enough: a language with longer labels. It lays the header out as the CSS would, and if
 * that runs wider than the bar, marks the header `data-fit="compact"` (the drawer instead of the menu), then, if
 * still too wide, `"tight"` (the booking link moves into the drawer too). Measured again when the window's width
 * changes and when the web font arrives.
 */
const LEVELS = ['compact', 'tight'] as const;

/** True when the bar's content runs wider than the bar (its parts never shrink or wrap, Header.css). */
const overflows = (bar: HTMLElement) => bar.scrollWidth > bar.clientWidth + 1;

export function fitHeader(header: HTMLElement): void {
  const bar = header.querySelector<HTMLElement>('.site-header__inner');
  if (!bar) return;
  delete header.dataset.fit;
  for (const level of LEVELS) {
    if (!overflows(bar)) return;
    header.dataset.fit = level;
  }
}

export function startHeaderFit(root: Document): () => void {
  const header = root.querySelector<HTMLElement>('.site-header');
  if (!header) return () => undefined;
  let width = window.innerWidth;
  const fit = () => fitHeader(header);
  const onResize = () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    fit();
  };
  fit();
  void root.fonts?.ready.then(fit);
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
