import fs from 'fs';
import path from 'path';
import { catalogueText, type Locale } from '@app/routing';
import type english from '../../../../locales/en/guide.json';

type GuideLabels = typeof english;

/** The UI catalogues; the PDF is typeset at build time, so every language's file is read from here. */
const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'locales');
const loaded = new Map<Locale, GuideLabels>();

/** The PDF's own wording in `locale` (locales/<locale>/guide.json): table of contents, page numbers, "as of". */
function labels(locale: Locale): GuideLabels {
  let catalogue = loaded.get(locale);
  if (catalogue === undefined) {
    catalogue = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'guide.json'), 'utf8')) as GuideLabels;
    loaded.set(locale, catalogue);
  }
  return catalogue;
}

export function guideLabel(locale: Locale, key: keyof GuideLabels, values: Record<string, string | number> = {}) {
  return catalogueText(labels(locale), key, values) ?? key;
}
