import type { Locale } from '@app/routing';

/** One chapter of the STO guide: a heading and a Markdown body. */
export type GuideChapter = { heading: string; body: string };

/** The STO guide in one language, as the site sees it (CMS field names stop at `map.ts`). */
export type GuideContent = {
  locale: Locale;
  title: string;
  subtitle: string;
  chapters: GuideChapter[];
  closingHeading: string;
  /** Markdown. */
  closingText: string;
  disclaimer: string;
  /** When the entry was last changed (ISO date), shown as "As of …"; null when unknown. */
  updatedAt: string | null;
};

/** What the PDF needs besides the content. */
export type GuideRenderOptions = {
  locale: Locale;
  /** Shown in the footer of every page and as the document's author. */
  companyName: string;
  /** Absolute origin of the site; relative links in the Markdown are made absolute with it. */
  siteUrl: string;
  /** The site's public address from the CMS settings (`publicAddress`), printed on the cover. */
  publicUrl: string;
};
