import { GUIDE_TEXT_FONT, interFontPath } from '@app/content-rules';

/**
 * Inter (SIL Open Font License 1.1, which allows embedding) from @fontsource/inter: the static "latin"
 * subset files cover every character of German and English text (umlauts, ß, „“, –, €, §). PDFKit
 * embeds only the glyphs a document uses.
 */
const FILES = {
  regular: GUIDE_TEXT_FONT,
  italic: 'inter-latin-400-italic.woff',
  semibold: 'inter-latin-600-normal.woff',
  bold: 'inter-latin-700-normal.woff',
  boldItalic: 'inter-latin-700-italic.woff',
} as const;

export type FontName = keyof typeof FILES;
export const FONT_NAMES = Object.keys(FILES) as FontName[];

/** Absolute path of one font file (resolved from the installed package, wherever the build runs). */
export function fontPath(name: FontName): string {
  return interFontPath(FILES[name]);
}
