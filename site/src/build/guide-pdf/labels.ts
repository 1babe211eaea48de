import { catalogueText, type Locale } from '@app/routing';
import de from '../../../../locales/de/guide.json';
import en from '../../../../locales/en/guide.json';

type GuideLabels = typeof en;

/** The PDF's own wording (locales/<locale>/guide.json): table of contents, page numbers, "as of". */
const CATALOGUES: Record<Locale, GuideLabels> = { en, de };

export function guideLabel(locale: Locale, key: keyof GuideLabels, values: Record<string, string | number> = {}) {
  return catalogueText(CATALOGUES[locale], key, values) ?? key;
}
