import type { ConsentChoice } from './choice';

/**
 * Withdrawing consent removes what the Google tags stored under it. (The tag manager of the open page cannot be
 * unloaded; the Consent Mode update tells its tags to stop, and the next page does not load it.)
 */
const GOOGLE_COOKIES: Record<keyof ConsentChoice, RegExp> = {
  /** Google Analytics: `_ga`, `_ga_<stream>`, `_gid`, `_gat…`. */
  analytics: /^(?:_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*)$/,
  /** Google Ads conversion linker: `_gcl_au`, `_gcl_aw`, … */
  marketing: /^_gcl_[a-z]+$/,
};

/**
 * Deletes the Google cookies of the withdrawn categories, on this host and on every parent domain they may have
 * been set on. Returns the names it deleted.
 */
export function forgetGoogleCookies(doc: Document, withdrawn: ConsentChoice): string[] {
  const patterns = (Object.keys(GOOGLE_COOKIES) as Array<keyof ConsentChoice>)
    .filter((category) => withdrawn[category])
    .map((category) => GOOGLE_COOKIES[category]);
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => patterns.some((pattern) => pattern.test(name)));
  const labels = doc.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
  return names;
}
