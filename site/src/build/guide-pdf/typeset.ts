import type { Block, ListItem, Run } from './markdown';
import type { FontName } from './fonts';
import { COLORS, CONTENT_WIDTH, PAGE, TYPE } from './layout';
import { LineMeasure, breakAfter, linesBeforeBreak, linesThatFit } from './page-break';

type Doc = PDFKit.PDFDocument;

const LIST_INDENT = 18;
const CELL_PADDING = 6;

export function fontFor(run: Pick<Run, 'bold' | 'italic'>): FontName {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** Height of one line of body text. */
const lineHeight = (size: number) => size * 1.21 + TYPE.lineGap;

/** Writes styled runs as one flowing paragraph starting at (x, the document's current y). */
function writeRuns(doc: Doc, runs: Run[], x: number, width: number, size: number, color: string = COLORS.ink): void {
  runs.forEach((run, i) => {
    doc
      .font(fontFor(run))
      .fontSize(size)
      .fillColor(run.link ? COLORS.accent : color);
    // Every option is set on every run: PDFKit carries the previous run's options into continued text.
    const options = {
      width,
      lineGap: TYPE.lineGap,
      continued: i < runs.length - 1,
      link: run.link,
      underline: run.link !== null,
    } as PDFKit.Mixins.TextOptions;
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.x = PAGE.margins.left;
}

/**
 * Lays out the Markdown blocks of the guide on the document's pages: paragraphs with bold, italic and
 * links, headings kept with the text that follows, bullet, numbered and task lists, and tables whose
 * header repeats on a new page.
 */
export class Typesetter {
  private readonly measure = new LineMeasure((doc, runs, x, width, size) => writeRuns(doc, runs, x, width, size));

  constructor(private readonly doc: Doc) {}

  private get bottom(): number {
    return PAGE.height - PAGE.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Writes styled runs as one flowing paragraph starting at (x, current y). */
  runs(runs: Run[], x: number, width: number, size: number = TYPE.body, color: string = COLORS.ink): void {
    writeRuns(this.doc, runs, x, width, size, color);
  }

  /**
   * Writes a paragraph or a list item's text where a page may end only between its lines that allow it
   * (`linesBeforeBreak`: no orphan, no widow, no hyphenated word split across pages); `before` draws what goes
   * beside the first line (a list marker) once that line's page is known.
   */
  private flowing(runs: Run[], x: number, width: number, before: () => void = () => undefined): void {
    const lines = this.measure.measure(runs, x, width, TYPE.body);
    const write = () => this.runs(runs, x, width);
    let keep = linesBeforeBreak(lines, linesThatFit(this.doc, TYPE.body));
    if (lines.length > 0 && keep === 0) {
      this.doc.addPage();
      keep = linesBeforeBreak(lines, linesThatFit(this.doc, TYPE.body)) || lines.length;
    }
    before();
    if (keep >= lines.length) write();
    else breakAfter(this.doc, keep, TYPE.body, write);
  }

  blocks(blocks: Block[]): void {
    for (const block of blocks) this.block(block);
  }

  private block(block: Block): void {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.runs, block.level);
      case 'paragraph':
        this.flowing(block.runs, PAGE.margins.left, CONTENT_WIDTH);
        this.doc.y += TYPE.paragraphGap;
        return;
      case 'list':
        this.list(block.items, block.ordered, block.start, 0);
        this.doc.y += TYPE.paragraphGap - 3;
        return;
      case 'table':
        return this.table(block.header, block.rows);
    }
  }

  private heading(runs: Run[], level: 2 | 3): void {
    const size = level === 2 ? TYPE.h2 : TYPE.h3;
    // Keep the heading with at least three lines of what follows.
    this.ensureSpace(size * 2.2 + lineHeight(TYPE.body) * 3);
    this.doc.y += level === 2 ? 10 : 6;
    const bold = runs.map((r) => ({ ...r, bold: true }));
    this.runs(bold, PAGE.margins.left, CONTENT_WIDTH, size, level === 2 ? COLORS.ink : COLORS.accent);
    this.doc.y += level === 2 ? 6 : 4;
  }

  private list(items: ListItem[], ordered: boolean, start: number, depth: number): void {
    const x = PAGE.margins.left + depth * LIST_INDENT;
    items.forEach((item, i) => {
      this.flowing(item.runs, x + LIST_INDENT, CONTENT_WIDTH - depth * LIST_INDENT - LIST_INDENT, () => {
        const y = this.doc.y;
        if (item.task) this.checkbox(x, y, item.checked);
        else this.marker(ordered ? `${start + i}.` : '•', x, y);
      });
      this.doc.y += 3;
      for (const child of item.children) {
        if (child.kind === 'list') this.list(child.items, child.ordered, child.start, depth + 1);
        else this.block(child);
      }
    });
  }

  private marker(text: string, x: number, y: number): void {
    this.doc
      .font(text === '•' ? 'bold' : 'semibold')
      .fontSize(TYPE.body)
      .fillColor(COLORS.accent)
      .text(text, x, y, { width: LIST_INDENT, lineBreak: false });
    this.doc.y = y;
  }

  /** An empty (or ticked) box for checklist items: drawn, so it needs no glyph from the font. */
  private checkbox(x: number, y: number, checked: boolean): void {
    const size = TYPE.body * 0.85;
    const top = y + 1.5;
    this.doc.save().lineWidth(0.9).strokeColor(COLORS.accent).rect(x, top, size, size).stroke();
    if (checked) {
      this.doc
        .moveTo(x + 2, top + size * 0.55)
        .lineTo(x + size * 0.42, top + size - 2)
        .lineTo(x + size - 1.5, top + 2)
        .stroke();
    }
    this.doc.restore();
  }

  private columnWidths(columns: number): number[] {
    if (columns === 2) return [CONTENT_WIDTH * 0.62, CONTENT_WIDTH * 0.38];
    return Array.from({ length: columns }, () => CONTENT_WIDTH / columns);
  }

  private rowHeight(cells: string[], widths: number[], font: FontName): number {
    this.doc.font(font).fontSize(TYPE.table);
    const heights = cells.map((cell, i) =>
      this.doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - CELL_PADDING * 2, lineGap: 2 }),
    );
    return Math.max(...heights) + CELL_PADDING * 2;
  }

  private row(cells: string[], widths: number[], header: boolean): void {
    const doc = this.doc;
    const font: FontName = header ? 'semibold' : 'regular';
    const height = this.rowHeight(cells, widths, font);
    const y = doc.y;
    if (header) doc.rect(PAGE.margins.left, y, CONTENT_WIDTH, height).fill(COLORS.surfaceAlt);
    let x = PAGE.margins.left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc
        .font(font)
        .fontSize(TYPE.table)
        .fillColor(COLORS.ink)
        .text(cell, x + CELL_PADDING, y + CELL_PADDING, { width: width - CELL_PADDING * 2, lineGap: 2 });
      x += width;
    });
    doc
      .moveTo(PAGE.margins.left, y + height)
      .lineTo(PAGE.margins.left + CONTENT_WIDTH, y + height)
      .lineWidth(0.6)
      .strokeColor(COLORS.line)
      .stroke();
    doc.x = PAGE.margins.left;
    doc.y = y + height;
  }

  private table(header: string[], rows: string[][]): void {
    const widths = this.columnWidths(header.length);
    this.ensureSpace(this.rowHeight(header, widths, 'semibold') + this.rowHeight(rows[0] ?? [], widths, 'regular'));
    this.doc.y += 4;
    this.row(header, widths, true);
    for (const cells of rows) {
      if (this.doc.y + this.rowHeight(cells, widths, 'regular') > this.bottom) {
        this.doc.addPage();
        this.row(header, widths, true);
      }
      this.row(cells, widths, false);
    }
    this.doc.y += TYPE.paragraphGap + 4;
  }
}
