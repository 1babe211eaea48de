/** One event for the tag manager: its name in `event`, parameters beside it. */
export type DataLayerEvent = { event: string } & Record<string, string | number | boolean | null>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes an event to the tag manager's `window.dataLayer`, creating the list when the tag manager has not
 * loaded (yet): it reads what was queued when it starts. The one place the site writes to `dataLayer`.
 */
export function pushDataLayer(event: DataLayerEvent, win: Window = window): void {
  const target = win as DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  target.dataLayer.push(event);
}
