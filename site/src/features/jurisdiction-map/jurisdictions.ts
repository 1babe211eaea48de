/**
 * The jurisdictions of the STO legal page (product rules §9: Estonia, Lithuania, Liechtenstein, UK, and Germany, the
 * home market of most clients), keyed by ISO 3166-1 alpha-2 code (lower case, as in the anchors `#jurisdiction-ee`).
 */
export const JURISDICTION_CODES = ['gb', 'de', 'li', 'lt', 'ee'] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

type Point = [number, number];
type Label = { at: Point; anchor: 'start' | 'middle' | 'end' };

/** What the generator produces: SVG path data in one plane (viewBox `0 0 width height`). */
export type JurisdictionShapes = {
  width: number;
  height: number;
  /** Every other country in the frame, for orientation. */
  context: string;
  shapes: Record<JurisdictionCode, { d: string; label: Label }>;
  /** Too small to see at this scale: a marker, and a close-up in an inset box. */
  liechtenstein: {
    marker: Point;
    inset: { x0: number; y0: number; x1: number; y1: number; context: string; d: string; label: Point };
  };
};

/** Names (English, German, native) that identify a jurisdiction in a CMS item's title. */
const NAMES: Record<JurisdictionCode, readonly string[]> = {
  gb: [
    'uk',
    'united kingdom',
    'great britain',
    'britain',
    'vereinigtes konigreich',
    'vereinigtes koenigreich',
    'grossbritannien',
  ],
  de: ['germany', 'deutschland'],
  li: ['liechtenstein'],
  lt: ['lithuania', 'litauen', 'lietuva'],
  ee: ['estonia', 'estland', 'eesti'],
};

/** Lower case, accents and ß folded, everything but letters and digits turned into single spaces. */
const normalise = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * Which jurisdiction a CMS item is about, from its title in either language ("UK", "Vereinigtes
 * Königreich (UK)", "Estland" …), by whole words ("Ukraine" is not the UK); null for any other title.
 */
export function jurisdictionOf(title: string): JurisdictionCode | null {
  const words = normalise(title);
  return JURISDICTION_CODES.find((code) => NAMES[code].some((name) => words.includes(` ${name} `))) ?? null;
}

/** The stable anchor of a jurisdiction's paragraph: the same in every language (`jurisdiction-ee`). */
export const jurisdictionAnchor = (code: JurisdictionCode) => `jurisdiction-${code}`;

export type JurisdictionItem = { title: string; text: string };
export type Jurisdiction = JurisdictionItem & { code: JurisdictionCode | null; anchor: string };

/**
 * The section's items as jurisdictions with anchors: a known country gets its code's anchor; any other
 * item an anchor from its title (made unique), so every paragraph can be linked to.
 */
export function toJurisdictions(items: readonly JurisdictionItem[]): Jurisdiction[] {
  const used = new Set<string>();
  return items.map((item, i) => {
    const code = jurisdictionOf(item.title);
    const slug = normalise(item.title).trim().replace(/ /g, '-').slice(0, 40);
    let anchor = code ? jurisdictionAnchor(code) : `jurisdiction-${slug || i + 1}`;
    if (used.has(anchor)) anchor = `${anchor}-${i + 1}`;
    used.add(anchor);
    return { ...item, code, anchor };
  });
}
