import { execFile } from 'child_process';
import path from 'path';

export type PdfText = {
  /** The text of each page, in order; whitespace (also no-break spaces) collapsed to single spaces. */
  pages: string[];
  /** The lines of each page as the reader sees them, whitespace collapsed likewise (empty lines left out). */
  lines: string[][];
  /** All pages joined. */
  text: string;
  /** The document information dictionary (Title, Author, Language …) as pdf.js reports it. */
  info: Record<string, unknown>;
};

const SCRIPT = path.join(__dirname, 'pdf-text-cli.mjs');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Extracts a PDF's text the way a reader's copy-and-paste or a screen reader sees it (pdf.js). */
export function extractPdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [SCRIPT], { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pdf-text failed: ${stderr || error.message}`));
      const parsed = JSON.parse(stdout) as { pages: string[]; info: Record<string, unknown> };
      const pages = parsed.pages.map(squash);
      const lines = parsed.pages.map((page) => page.split('\n').map(squash).filter(Boolean));
      resolve({ pages, lines, text: pages.join(' '), info: parsed.info });
    });
    child.stdin?.end(pdf);
  });
}

/** The page count a text promises ("18 pages …", "20 Seiten …"), or null when it names none. */
export function promisedPageCount(text: string): number | null {
  const match = /\b(\d{1,3})(?:\s|\u00a0)+(?:pages|Seiten)\b/.exec(text);
  return match ? Number(match[1]) : null;
}
