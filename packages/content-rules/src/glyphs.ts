// The ambient types of fontkit must reach every program that compiles this file (the site, the CMS, this package).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontkit.d.ts" />
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { create, type Font } from 'fontkit';

/** The text face of the STO guide PDF (Inter's "latin" subset from @fontsource/inter; the PDF embeds this file). */
export const GUIDE_TEXT_FONT = 'inter-latin-400-normal.woff';

// Not `require.resolve`: the bundler that compiles gatsby-node replaces it with undefined.
const resolvePackage = createRequire(__filename).resolve;

/** Absolute path of a font file of @fontsource/inter, resolved from the installed package. */
export function interFontPath(file: string): string {
  const packageDir = path.dirname(resolvePackage('@fontsource/inter/package.json'));
  return path.join(packageDir, 'files', file);
}

let textFont: Font | undefined;

/**
 * The characters of `text` the guide's text font has no glyph for (each once, in order): the PDF would show an
 * empty box for them. White space never counts.
 */
export function missingGlyphs(text: string): string[] {
  textFont ??= create(fs.readFileSync(interFontPath(GUIDE_TEXT_FONT))) as Font;
  const font = textFont;
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}
