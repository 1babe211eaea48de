import { TOKENS } from '../../theme/theme';

/** A4 in PostScript points, with the margins of the text block (the footer sits in the bottom margin). */
export const PAGE = {
  size: 'A4',
  width: 595.28,
  height: 841.89,
  margins: { top: 70, bottom: 80, left: 68, right: 68 },
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right;

/** The site's colour tokens; text colours are the ones with AA contrast on white. */
export const COLORS = {
  ink: TOKENS.ink,
  muted: TOKENS.inkMuted,
  accent: TOKENS.brandStrong,
  brand: TOKENS.brand,
  soft: TOKENS.brandSoft,
  line: TOKENS.line,
  surfaceAlt: TOKENS.surfaceAlt,
} as const;

/** Type sizes (pt) and vertical rhythm. */
export const TYPE = {
  body: 10.5,
  lineGap: 4,
  paragraphGap: 8,
  h2: 13.5,
  h3: 11.5,
  chapterLabel: 9,
  chapter: 22,
  title: 32,
  subtitle: 14,
  toc: 11,
  table: 9.5,
  small: 8.5,
} as const;
