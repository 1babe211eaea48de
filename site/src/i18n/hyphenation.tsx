import React, { createContext, useContext } from 'react';

/** Puts soft hyphens (U+00AD) into the long words of a text, in the page's language. */
export type Hyphenate = (text: string) => string;

const unchanged: Hyphenate = (text) => text;

/**
 * The page's hyphenation, provided while the build renders a page (`gatsby-ssr.tsx` with
 * `build/hyphenation.ts`): headings, figures and cards call it so long words break with a hyphen in every browser,
 * not only in those with a dictionary for `hyphens: auto`. In the browser (islands) it leaves text as it is, so no
 * hyphenation patterns are ever downloaded.
 */
const HyphenationContext = createContext<Hyphenate>(unchanged);

export const HyphenationProvider = HyphenationContext.Provider;

/** The page's hyphenation (text unchanged outside a page the build renders). */
export const useHyphenate = (): Hyphenate => useContext(HyphenationContext);

/** A subtree the browser renders again (a hydrated island): text as the browser will render it. */
export function WithoutHyphenation({ children }: { children: React.ReactNode }) {
  return <HyphenationContext.Provider value={unchanged}>{children}</HyphenationContext.Provider>;
}
