import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { create, type Font } from 'fontkit';

/**
 * Inter (SIL Open Font License 1.1, which allows embedding) from @fontsource/inter: the static "latin"
 * subset files cover every character of German and English text (umlauts, ß, „“, –, €, §). PDFKit
 * embeds only the glyphs a document uses.
 */
const FILES = {
  regular: 'inter-latin-400-normal.woff',
  italic: 'inter-latin-400-italic.woff',
  semibold: 'inter-latin-600-normal.woff',
  bold: 'inter-latin-700-normal.woff',
  boldItalic: 'inter-latin-700-italic.woff',
} as const;

export type FontName = keyof typeof FILES;
export const FONT_NAMES = Object.keys(FILES) as FontName[];

// Not `require.resolve`: the bundler that compiles gatsby-node replaces it with undefined.
const resolvePackage = createRequire(__filename).resolve;

/** Absolute path of one font file (resolved from the installed package, wherever the build runs). */
export function fontPath(name: FontName): string {
  const packageDir = path.dirname(resolvePackage('@fontsource/inter/package.json'));
  return path.join(packageDir, 'files', FILES[name]);
}

let regular: Font | undefined;

/** The characters of `text` the embedded font has no glyph for (each reported once, in order). */
export function missingGlyphs(text: string): string[] {
  regular ??= create(fs.readFileSync(fontPath('regular'))) as Font;
  const font = regular;
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}
