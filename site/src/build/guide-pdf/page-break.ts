import PDFDocument from 'pdfkit';
import { FONT_NAMES, fontPath } from './fonts';
import { PAGE, TYPE } from './layout';
import type { Run } from './markdown';

type Doc = PDFKit.PDFDocument;
/** PDFKit's own line writer (bound to its document), which every wrapped line passes: `(text, options, wrapper)`. */
type LineWriter = (text: string, options: object, wrapper: unknown) => unknown;
type WithLineWriter = { _line: LineWriter };

/** Writes styled runs as one flowing paragraph on a document (the typesetter's own `runs`). */
export type WriteRuns = (doc: Doc, runs: Run[], x: number, width: number, size: number) => void;

/**
 * The lines a paragraph takes, laid out exactly as the guide's document lays it out: the same fonts and runs, on a
 * scratch document with one very tall page, PDFKit's line writer noting each line's text. So the typesetter knows,
 * before it writes, which words a page break would fall between.
 */
export class LineMeasure {
  private readonly scratch: Doc;
  private lines: Map<number, string> = new Map();

  constructor(private readonly write: WriteRuns) {
    this.scratch = new PDFDocument({ size: [PAGE.width, 100_000], margins: { ...PAGE.margins }, autoFirstPage: true });
    for (const name of FONT_NAMES) this.scratch.registerFont(name, fontPath(name));
    const doc = this.scratch;
    const hooked = doc as unknown as WithLineWriter;
    const original = hooked._line.bind(doc);
    hooked._line = (text, options, wrapper) => {
      this.lines.set(doc.y, `${this.lines.get(doc.y) ?? ''}${text}`);
      return original(text, options, wrapper);
    };
  }

  /** The text of each line `runs` take at `width` (a line is the fragments written at one height). */
  measure(runs: Run[], x: number, width: number, size: number): string[] {
    this.lines = new Map();
    this.scratch.x = x;
    this.scratch.y = PAGE.margins.top;
    this.write(this.scratch, runs, x, width, size);
    return [...this.lines.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  }
}

/** Where a page may end inside a paragraph: at least two lines before the break and two after it. */
const MIN_LINES = 2;
/** A line that ends in a hyphen after a letter ("real-" of "real-estate") must not end a page. */
const HYPHENATED = /\p{L}-\s*$/u;

/**
 * How many of a paragraph's `lines` stay on the page when `room` lines fit there: none (the paragraph starts on the
 * next page) rather than a single line (an orphan), one line fewer rather than a single line alone on the next page
 * (a widow), and never a break after a line that ends in a hyphenated word's hyphen. All of it when it fits.
 */
export function linesBeforeBreak(lines: readonly string[], room: number): number {
  if (lines.length <= room) return lines.length;
  let keep = Math.min(room, lines.length - MIN_LINES);
  while (keep >= MIN_LINES && HYPHENATED.test(lines[keep - 1]!)) keep -= 1;
  return keep >= MIN_LINES ? keep : 0;
}

/** Vertical metrics of body text at `size`: a line's own height and the distance from one line to the next. */
function metrics(doc: Doc, size: number): { height: number; step: number } {
  const height = doc.font('regular').fontSize(size).currentLineHeight(true);
  return { height, step: height + TYPE.lineGap };
}

/** How many lines of text at `size` fit between the cursor and the bottom margin (PDFKit's own rule). */
export function linesThatFit(doc: Doc, size: number): number {
  const { height, step } = metrics(doc, size);
  const bottom = PAGE.height - PAGE.margins.bottom;
  return Math.max(0, Math.floor((bottom - doc.y - height) / step) + 1);
}

/**
 * Runs `write` so that PDFKit continues on a new page after exactly `keep` lines: for that paragraph only, the
 * current page's bottom margin is raised to just below the `keep`-th line, then restored.
 */
export function breakAfter(doc: Doc, keep: number, size: number, write: () => void): void {
  const { height, step } = metrics(doc, size);
  const page = doc.page;
  const bottom = page.margins.bottom;
  page.margins.bottom = PAGE.height - (doc.y + (keep - 1) * step + height + step / 2);
  try {
    write();
  } finally {
    page.margins.bottom = bottom;
  }
}
