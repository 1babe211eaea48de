/**
 * Which link targets CMS content may carry (rich text, menus, buttons, footer, media mentions):
 * `https:`, `http:`, `mailto:`, `tel:`, site-relative paths (`/about/`) and in-page anchors (`#contact`).
 * Everything else — `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, obfuscated schemes —
 * is refused. Browsers ignore ASCII tabs/newlines and leading control characters inside a URL, so they
 * are removed before the scheme is read.
 */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href === '') return false;
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return false;
  return scheme === 'https' || scheme === 'http' || scheme === 'mailto' || scheme === 'tel';
}

/** The URL if it is safe to link to, else null (the caller renders the label without a link). */
export function safeHref(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && isSafeHref(raw.trim()) ? raw.trim() : null;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Whether `value` is a site's public address: an https origin with a dotted host that is not loopback (what a
 * document passed around, like the STO guide's cover, may print).
 */
export function isPublicAddress(value: string): boolean {
  try {
    const url = new URL(value.trim().replace(/\/+$/, ''));
    return (
      url.protocol === 'https:' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hostname.includes('.') &&
      !LOOPBACK.test(url.hostname)
    );
  } catch {
    return false;
  }
}
