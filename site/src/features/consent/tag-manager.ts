/**
 * Google Tag Manager, injected by the runtime only after the visitor consented to analytics (§ 25 TDDDG: the
 * tag manager itself needs consent). The container id comes from `GTM_CONTAINER_ID` at build time; without it
 * the build contains no tag manager code at all (`islands/behaviours/consent.ts`).
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as Google issues them; anything else stops the build. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export function isTagManagerId(value: unknown): value is string {
  return typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value);
}

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Starts the container once per page: the `gtm.js` start event, then its script. Returns false when it was
 * already there.
 */
export function loadTagManager(containerId: string, doc: Document = document): boolean {
  if (!isTagManagerId(containerId)) throw new Error(`Not a tag manager container id: ${String(containerId)}`);
  const src = tagManagerScriptUrl(containerId);
  if (doc.querySelector(`script[src="${src}"]`)) return false;
  const win = doc.defaultView as DataLayerWindow;
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return true;
}
