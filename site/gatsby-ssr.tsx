import React from 'react';
import type { GatsbySSR } from 'gatsby';
import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { hyphenatorFor } from './src/build/hyphenation';
import { PreviewBar, isPreviewBuild, previewHead } from './src/build/preview/bar';
import { HyphenationProvider } from './src/i18n/hyphenation';

/**
 * The island runtime's script files, set by gatsby-node when the page renderer is compiled: the build's own, or in
 * the draft preview (`gatsby develop`) the live site's, which the preview server serves beside the pages.
 */
declare const __ISLAND_SCRIPTS__: string[] | undefined;
const ISLAND_SCRIPTS: string[] = typeof __ISLAND_SCRIPTS__ === 'undefined' ? [] : __ISLAND_SCRIPTS__;

type Element = React.ReactElement<{ id?: string; src?: string; rel?: string; as?: string; sliceId?: string }>;

/**
 * Gatsby's own client runtime: its scripts (with slices on, Gatsby 5 renders them through the `_gatsby-scripts`
 * slice), the page-data loader script and script preloads.
 */
const isGatsbyRuntime = (element: Element) => {
  const { type, props } = element;
  if (props?.sliceId === '_gatsby-scripts') return true;
  if (type === 'script')
    return props.id === 'gatsby-script-loader' || props.id === 'gatsby-chunk-mapping' || Boolean(props.src);
  return type === 'link' && props.as === 'script';
};

/**
 * Pages are static HTML that React does not hydrate as a whole (docs/architecture.md, "Islands"): Gatsby's client
 * runtime (router, page-data loader, the full React tree) is left out, and the small island runtime loads
 * instead; it brings only the interactive parts to life, each from its own chunk.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // A plain `gatsby develop` (no island scripts given) renders and hydrates pages with Gatsby's own runtime.
  if (ISLAND_SCRIPTS.length === 0) return;
  const head = (getHeadComponents() as Element[]).filter((element) => !isGatsbyRuntime(element));
  const scripts = ISLAND_SCRIPTS.map((src) => <script key={src} src={src} defer />);
  replaceHeadComponents([...head, ...scripts]);
  replacePostBodyComponents((getPostBodyComponents() as Element[]).filter((element) => !isGatsbyRuntime(element)));
};

/**
 * The text font is fetched with the HTML rather than after the stylesheet is parsed, so it is usually there
 * before the first paint: no swap from the fallback font reflowing the text above the fold (layout shift).
 * The URL is the one the stylesheet's @font-face names (same file, same webpack asset).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  // The draft preview (docs/architecture.md, "Draft preview") adds `noindex`; the public site nothing.
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...previewHead(),
  ]);
};

/**
 * Long words of headings, figures and cards hyphenated in the page's language (soft hyphens, build time); in the
 * draft preview, the "not published" bar above every page, with what the entries on it still need.
 */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const { locale } = props.pageContext as { locale?: unknown };
  const page = (
    <HyphenationProvider value={hyphenatorFor(typeof locale === 'string' ? locale : 'en')}>
      {element}
    </HyphenationProvider>
  );
  return isPreviewBuild() ? (
    <>
      <PreviewBar path={props.location.pathname} />
      {page}
    </>
  ) : (
    page
  );
};
