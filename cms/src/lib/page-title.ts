/**
 * The site appends " - <company name>" to every page title (product rules §2, site/src/frame/Seo). An editor who
 * types the company name into the page title anyway ("Audits | Kastell Labs") would get it twice in the browser
 * tab, so the CMS removes a trailing company name, whatever separator came before it.
 */
import { escapeRegExp } from '@app/routing';

/** Separators people put before a brand in a title: | - – — : · • / and their spaced variants. */
const SEPARATOR = String.raw`\s*[|\-–—:·•/]\s*`;

/**
 * `title` without a trailing "<separator> <company name>" (repeated ones too, any case, any spacing). A title that
 * is nothing but the company name is left alone: there is nothing else to show.
 */
export function stripTitleSuffix(title: string, companyNames: readonly string[]): string {
  const names = companyNames.map((n) => n.trim()).filter((n) => n.length > 0);
  if (names.length === 0) return title;
  const suffix = new RegExp(`${SEPARATOR}(?:${names.map(escapeRegExp).join('|')})\\s*$`, 'i');
  let result = title.trim();
  for (let stripped = result.replace(suffix, ''); stripped !== result; stripped = result.replace(suffix, '')) {
    if (stripped.trim() === '') break;
    result = stripped.trim();
  }
  return result;
}
