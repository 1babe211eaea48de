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
  /** Inside something that scrolls sideways on purpose (a code block) or is hidden from everyone (memoised). */
  const exemptions = new Map<Element, boolean>();
  const exempt = (el: Element | null): boolean => {
    if (!el) return false;
    const known = exemptions.get(el);
    if (known !== undefined) return known;
    const own =
      el.matches('noscript, script, style, template, [hidden], .visually-hidden') ||
      (/auto|scroll/.test(getComputedStyle(el).overflowX) && el !== document.documentElement);
    const result = own || exempt(el.parentElement);
    exemptions.set(el, result);
    return result;
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
  const small = (r: DOMRect) => r.width < minimum - 0.5 || r.height < minimum - 0.5;
  const targets = [...document.querySelectorAll(selector)].filter((el) => visible(el) && !inRunningText(el));
  // WCAG 2.5.8's "equivalent": a small link (a map's country) whose page a full-size link on the page also opens.
  const roomy = new Set(
    targets.filter((el) => el.hasAttribute('href') && !small(areaOf(el))).map((el) => el.getAttribute('href')),
  );
  const found: string[] = [];
  for (const el of targets) {
    const r = areaOf(el);
    if (small(r) && !(el.hasAttribute('href') && roomy.has(el.getAttribute('href')))) {
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

/** The page scrolls sideways: how far its content reaches past the viewport, in px (0 when it does not). */
export function sidewaysScroll(): string[] {
  const over = document.documentElement.scrollWidth - window.innerWidth;
  if (over <= 0) return [];
  // Name the widest culprits: elements whose right edge passes the viewport (not inside something that scrolls).
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5)
    .slice(0, 3)
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  return [`the page scrolls sideways by ${over} px (${culprits.join(', ')})`];
}

/**
 * The sticky header as a visitor sees it: one row (at most 72 px tall, so no button or menu label wrapped), the
 * logo mark at its full 32 px, nothing running past the bar's edge.
 */
export function headerSlips(): string[] {
  const header = document.querySelector('header.site-header');
  const bar = header?.querySelector('.site-header__inner');
  const mark = header?.querySelector('.logo svg');
  if (!header || !bar || !mark) return ['no site header with its bar and logo mark'];
  const found: string[] = [];
  const height = header.getBoundingClientRect().height;
  if (height > 72 || height < 56) found.push(`the header is ${Math.round(height)} px tall (56–72 px)`);
  const { width } = mark.getBoundingClientRect();
  if (Math.abs(width - 32) > 0.5) found.push(`the logo mark is ${width.toFixed(1)} px wide (32 px)`);
  if (bar.scrollWidth > bar.clientWidth + 1)
    found.push(`the header bar's content is ${bar.scrollWidth} px wide in ${bar.clientWidth} px`);
  // A label that wraps: one of the bar's visible texts on more than one line.
  const range = document.createRange();
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.checkVisibility() || (node.textContent ?? '').trim() === '') continue;
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size > 1) found.push(`"${(node.textContent ?? '').trim().slice(0, 30)}" wraps in the header`);
  }
  return found;
}

/**
 * Card grids (`.grid`) laid out unevenly: rows more than one card apart, a single card on a row beside rows of
 * three or more, or a row that leaves an empty column (a full row not spanning the grid, a shorter one not centred).
 */
export function gridSlips(): string[] {
  const found: string[] = [];
  for (const grid of document.querySelectorAll('.grid')) {
    const cards = [...grid.children].filter((card) => card.checkVisibility());
    if (cards.length < 2 || !grid.checkVisibility()) continue;
    const box = grid.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards) {
      const rect = card.getBoundingClientRect();
      const top = [...rows.keys()].find((t) => Math.abs(t - rect.top) < 2) ?? rect.top;
      rows.set(top, [...(rows.get(top) ?? []), rect]);
    }
    const counts = [...rows.values()].map((row) => row.length);
    const label = `${grid.className} (${cards.length} cards)`;
    if (Math.max(...counts) - Math.min(...counts) > 1) found.push(`${label}: rows of ${counts.join(' + ')}`);
    if (counts.includes(1) && Math.max(...counts) >= 3)
      found.push(`${label}: a lone card beside rows of ${Math.max(...counts)}`);
    for (const row of rows.values()) {
      const left = Math.min(...row.map((r) => r.left)) - box.left;
      const right = box.right - Math.max(...row.map((r) => r.right));
      const full = row.length === Math.max(...counts);
      if ((full && (left > 1 || right > 1)) || Math.abs(left - right) > 2) {
        found.push(
          `${label}: a row of ${row.length} leaves ${Math.round(left)} px left and ${Math.round(right)} px right`,
        );
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Words broken across two lines without a hyphen: for each word that spans lines (measured with
 * `Range.getClientRects`), the character before the break must be a hyphen or a soft hyphen. Addresses, mail
 * addresses and code (which may break anywhere) are exempt.
 */
export function brokenWords(): string[] {
  const found: string[] = [];
  const range = document.createRange();
  const lineTop = (node: Text, from: number, to: number) => {
    range.setStart(node, from);
    range.setEnd(node, to);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return rects.length === 0 ? null : Math.round(rects[0]!.top);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    const parent = node.parentElement;
    if (
      text.trim().length < 6 ||
      !parent ||
      parent.closest('code, pre, script, style, noscript, [hidden], .visually-hidden') ||
      !parent.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })
    )
      continue;
    range.selectNodeContents(node);
    if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size < 2)
      continue;
    // Only a word wider than its line can be broken without a hyphen (overflow-wrap); no glyph of the site's
    // fonts is narrower than a third of an em, so shorter words are not measured.
    const style = getComputedStyle(parent);
    let block: Element = parent;
    while (/^inline/.test(getComputedStyle(block).display) && block.parentElement) block = block.parentElement;
    const longest = block.getBoundingClientRect().width / (parseFloat(style.fontSize) / 3);
    for (const match of text.matchAll(/\S{4,}/g)) {
      const word = match[0];
      if (word.replace(/\u00ad/g, '').length < longest || /[/@]|:\/\/|\w\.\w/.test(word)) continue;
      const start = match.index;
      const first = lineTop(node, start, start + 1);
      const last = lineTop(node, start + word.length - 1, start + word.length);
      if (first === null || last === null || first === last) continue;
      // The first character on a later line: the break is just before it.
      // (A soft hyphen where the line does not break has no box: it counts with the line before it.)
      let at = 1;
      while (at < word.length && (lineTop(node, start + at, start + at + 1) ?? first) === first) at += 1;
      const before = word[at - 1]!;
      if (!/[-\u00ad\u2010\u2013]/.test(before)) {
        found.push(
          `"${word.replace(/\u00ad/g, '')}" breaks as "${word.slice(0, at).replace(/\u00ad/g, '')}|${word.slice(at).replace(/\u00ad/g, '')}" in ${parent.tagName.toLowerCase()}`,
        );
      }
    }
  }
  return [...new Set(found)];
}
