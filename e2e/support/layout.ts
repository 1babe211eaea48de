/**
 * Layout measurements a designer makes by eye (issue #25), run inside the page by `page.evaluate`: each returns
 * the slips it finds as one readable line each, so a failing test names the element and its numbers. Everything
 * a function uses is defined inside it (it is serialised into the page).
 */

/** Text that runs out of its box: a line wider than the block it belongs to, or out of the viewport. */
export function textOverflow(): string[] {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
  const isInline = (el: Element) =>
    /^inline(?!-block|-flex|-grid|-table)|^contents$/.test(getComputedStyle(el).display);
  /** The box text is laid out in: the nearest block-level ancestor; for SVG text, the outermost SVG. */
  const boxOf = (el: Element): Element => {
    const svg = el.closest('svg');
    if (svg) {
      let outer = svg;
      for (let up = svg.parentElement?.closest('svg'); up; up = up.parentElement?.closest('svg')) outer = up;
      return outer;
    }
    let box: Element = el;
    while (isInline(box) && box.parentElement) box = box.parentElement;
    return box;
  };
  /** Inside something that scrolls sideways on purpose (a code block) or is hidden from everyone. */
  const exempt = (el: Element) => {
    for (let up: Element | null = el; up; up = up.parentElement) {
      if (up.matches('noscript, script, style, template, [hidden], .visually-hidden')) return true;
      if (/auto|scroll/.test(getComputedStyle(up).overflowX) && up !== document.documentElement) return true;
    }
    return false;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (text === '' || !parent || exempt(parent)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const box = boxOf(parent);
    const outer = box.getBoundingClientRect();
    const widest = rects.reduce((a, b) => (b.width > a.width ? b : a));
    const outside = rects.some((r) => r.left < outer.left - 1 || r.right > outer.right + 1);
    const offScreen = rects.some((r) => r.left < -1 || r.right > window.innerWidth + 1);
    if (outside || offScreen) {
      found.push(
        `${name(box)}: "${text.slice(0, 40)}" ${Math.round(widest.width)} px in a ${Math.round(outer.width)} px box` +
          (offScreen ? ', beyond the screen' : ''),
      );
    }
  }
  return [...new Set(found)];
}

/**
 * Tap targets smaller than 44 × 44 px: links, buttons, disclosures and form controls a visitor can see. A link
 * inside running text (its block holds more text than the link) is exempt; a checkbox or radio counts with its
 * label; a card's stretched link counts as the card it covers.
 */
export function smallTapTargets(): string[] {
  const minimum = 44;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
  const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const isInline = (el: Element) => /^inline(?!-block|-flex|-grid|-table)/.test(getComputedStyle(el).display);
  const visible = (el: Element) => {
    // Not rendered: display none, visibility hidden, or inside a closed disclosure (its content is skipped).
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    if (el.closest('.visually-hidden, [aria-hidden="true"]')) return false;
    const r = el.getBoundingClientRect();
    // Off the page on purpose (the skip link until it is focused, a honeypot field).
    return r.width > 0 && r.height > 0 && r.bottom + window.scrollY > 0 && r.right + window.scrollX > 0;
  };
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A' || !isInline(el)) return false;
    let block = el.parentElement;
    while (block && isInline(block)) block = block.parentElement;
    return block !== null && words(block).length > words(el).length;
  };
  const areaOf = (el: Element): DOMRect => {
    if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) && el.labels?.length) {
      const rects = [el, ...el.labels].map((e) => e.getBoundingClientRect());
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      return new DOMRect(
        left,
        top,
        Math.max(...rects.map((r) => r.right)) - left,
        Math.max(...rects.map((r) => r.bottom)) - top,
      );
    }
    const after = getComputedStyle(el, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).position !== 'static') return up.getBoundingClientRect();
      }
    }
    return el.getBoundingClientRect();
  };
  const selector =
    'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="link"]';
  const found: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!visible(el) || inRunningText(el)) continue;
    const r = areaOf(el);
    if (r.width < minimum - 0.5 || r.height < minimum - 0.5) {
      const label = (el.getAttribute('aria-label') ?? words(el)) || (el as HTMLInputElement).name || '';
      found.push(`${name(el)} "${label.slice(0, 30)}" ${Math.round(r.width)} × ${Math.round(r.height)}`);
    }
  }
  return found;
}

/** How far the first breadcrumb starts from the page's heading, in px (null without breadcrumbs). */
export function breadcrumbOffset(): number | null {
  const first = document.querySelector('.breadcrumbs li > *');
  const heading = document.querySelector('main h1');
  if (!first || !heading) return null;
  const range = document.createRange();
  range.selectNodeContents(heading);
  return Math.round(first.getBoundingClientRect().left - range.getClientRects()[0]!.left);
}

/**
 * How much of the hero's width its parts (the text block, an illustration) take, as a share: a text column beside
 * an empty grid column leaves about half of it empty.
 */
export function heroFill(): number | null {
  const hero = document.querySelector('main > section, main > div > section, main > article');
  if (!hero) return null;
  const box = hero.getBoundingClientRect();
  const style = getComputedStyle(hero);
  const left = box.left + parseFloat(style.paddingLeft);
  const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const parts = [...hero.children].map((part) => part.getBoundingClientRect()).filter((r) => r.width > 0);
  const right = Math.max(left, ...parts.map((r) => r.right));
  return (right - left) / width;
}

/**
 * The white band between a tinted last section and the footer, in px: the page's last block with a background
 * of its own should meet the footer. A page that ends on white has its own spacing there (0).
 */
export function whiteBandAboveFooter(): number {
  const footer = document.querySelector('footer')!;
  let last = document.querySelector('main')!.lastElementChild;
  // Down through wrappers that add no space of their own to the block that really ends the page.
  while (last) {
    const style = getComputedStyle(last);
    if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') {
      return Math.round(footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom);
    }
    const flush = style.paddingBottom === '0px' && style.marginBottom === '0px';
    last = flush ? last.lastElementChild : null;
  }
  return 0;
}

/** Phone numbers that break over two lines. */
export function brokenPhoneNumbers(): string[] {
  return [...document.querySelectorAll('a[href^="tel:"]')]
    .filter((a) => new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size > 1)
    .map((a) => a.textContent ?? '');
}

/**
 * List and disclosure markers hung outside their item so close to the screen's left edge that they are cut off
 * (an FAQ's ▶ with `list-style-position: outside` at the gutter).
 */
export function markersOffScreen(): string[] {
  const found: string[] = [];
  for (const el of document.querySelectorAll('summary, li')) {
    const style = getComputedStyle(el);
    if (style.display !== 'list-item' || style.listStylePosition !== 'outside' || style.listStyleType === 'none') {
      continue;
    }
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const left = el.getBoundingClientRect().left;
    // An outside marker takes about an em to the left of its item's box.
    if (left < 1.2 * parseFloat(style.fontSize)) {
      found.push(
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" starts at ${Math.round(left)} px`,
      );
    }
  }
  return found;
}

/**
 * Key-figure grids that leave a card alone on a row beside fuller rows, or whose first row does not span the
 * grid (four cards in 662 px of a 1,104 px grid).
 */
export function figureGridSlips(): string[] {
  const found: string[] = [];
  for (const grid of document.querySelectorAll('.figures')) {
    const box = grid.getBoundingClientRect();
    const cards = [...grid.children].map((card) => card.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
    const counts = [...rows.values()].map((row) => row.length);
    if (new Set(counts).size > 1) found.push(`rows of ${counts.join(' + ')} cards`);
    const first = [...rows.values()][0] ?? [];
    const span = Math.max(...first.map((r) => r.right)) - Math.min(...first.map((r) => r.left));
    if (span < box.width - 1) found.push(`the first row spans ${Math.round(span)} of ${Math.round(box.width)} px`);
  }
  return found;
}
