/**
 * Links coming into view prefetch their page (product rules §4, §9), so the next page opens from the cache: only
 * same-site page links, once each, when the browser is idle — and never when the visitor is offline, on a
 * 2g connection or has asked to save data.
 */
type Connection = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(nav: Navigator & { connection?: Connection } = navigator): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData === true) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

const isPageLink = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin &&
  link.pathname !== window.location.pathname &&
  link.pathname.endsWith('/') &&
  !link.hasAttribute('download') &&
  link.target !== '_blank';

export function startPrefetch(root: ParentNode): void {
  if (typeof IntersectionObserver !== 'function') return;
  const done = new Set<string>();
  const prefetch = (href: string) => {
    if (done.has(href) || !prefetchAllowed()) return;
    done.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = 'document';
    document.head.append(link);
  };
  const idle = (fn: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(fn, { timeout: 2000 })
      : setTimeout(fn, 200);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).href.split('#')[0]!;
      idle(() => prefetch(href));
    }
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (isPageLink(link)) observer.observe(link);
}
