#!/usr/bin/env node
// Prints the text of a PDF read from stdin as JSON: { pages: string[], info: {...} }.
// A separate Node process because pdf.js (inside pdf-parse) loads its worker with a dynamic import,
// which Jest's CommonJS sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const text = await parser.getText();
  const { info } = await parser.getInfo();
  process.stdout.write(JSON.stringify({ pages: text.pages.map((p) => p.text), info }));
} finally {
  await parser.destroy();
}
