/**
 * What the header menus need beyond native `<details>` (which already open and close without JavaScript):
 * one menu group open at a time; Escape, a click outside or focus leaving closes a group; the phone drawer
 * becomes a modal dialog (focus kept inside, Escape and its close button close it, the page behind does
 * not scroll, following a link closes it).
 */
const FOCUSABLE = 'a[href], button:not([hidden]):not([disabled]), summary';

function enhanceMenuGroups(root: ParentNode): void {
  const groups = [...root.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];
  for (const group of groups) {
    group.addEventListener('toggle', () => {
      if (group.open) for (const other of groups) if (other !== group) other.open = false;
    });
    group.addEventListener('focusout', (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) group.open = false;
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = groups.find((g) => g.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    for (const group of groups) if (group.open && !group.contains(event.target as Node)) group.open = false;
  });
}

function enhanceDrawer(drawer: HTMLDetailsElement): void {
  const panel = drawer.querySelector<HTMLElement>('.drawer__panel');
  const toggle = drawer.querySelector<HTMLElement>('summary');
  const closeButton = drawer.querySelector<HTMLButtonElement>('[data-drawer-close]');
  if (!panel || !toggle) return;
  if (closeButton) closeButton.hidden = false;
  // The panel's close button takes over from the toggle, which no longer needs to sit above the panel.
  drawer.dataset.enhanced = '';
  let overflow = '';
  const close = () => {
    drawer.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  drawer.addEventListener('toggle', () => {
    // Modal only while open: other parts of the page (the join-list widget) wait while a dialog is open.
    if (drawer.open) panel.setAttribute('aria-modal', 'true');
    else panel.removeAttribute('aria-modal');
    if (drawer.open) {
      overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      document.addEventListener('keydown', onKey);
      (closeButton ?? panel.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    } else {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      toggle.focus();
    }
  });
  closeButton?.addEventListener('click', close);
  // A click on the backdrop (the drawer itself, outside its panel and toggle) or on a link closes it.
  drawer.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target === drawer || target.closest('a[href]')) close();
  });
}

export function startMenus(root: ParentNode): void {
  enhanceMenuGroups(root);
  for (const drawer of root.querySelectorAll<HTMLDetailsElement>('details[data-drawer]')) enhanceDrawer(drawer);
}
