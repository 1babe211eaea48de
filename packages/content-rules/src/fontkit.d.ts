/** The part of fontkit's API the guide PDF uses (the package ships no type declarations). */
declare module 'fontkit' {
  export type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
  export function create(buffer: Buffer): Font | { fonts: Font[] };
}
