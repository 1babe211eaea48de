/**
 * The booking page for a caller's path suffix (product rules §7): the locale's booking address from the CMS plus
 * e.g. `/sto` for the quiz. Free of imports: the eagerly loaded header uses it for its fallback link.
 */
export function bookingHref(bookingUrl: string, pathSuffix = ''): string {
  if (pathSuffix === '') return bookingUrl;
  return `${bookingUrl.replace(/\/+$/, '')}/${pathSuffix.replace(/^\/+/, '')}`;
}
