/**
 * Two build targets behind one webhook: the public site and the draft preview. Strapi sends every change to
 * the same URL; what changes only drafts (saving: `entry.create`, `entry.update`) rebuilds the preview alone,
 * what changes the published site (publish, unpublish, delete, media) rebuilds both — the preview shows
 * published entries too. Each target keeps its own debounced, single-flight queue (`createRebuildService`).
 */
import type { RebuildStatus } from './status';
import type { RebuildService } from './service';
import type { Trigger } from './scheduler';

/** Webhook events that change drafts only: the public site stays as it is. */
export const DRAFT_EVENTS: ReadonlySet<string> = new Set(['entry.create', 'entry.update']);

/** Whether a notification concerns the published site (everything that is not a draft-only event). */
export const changesPublishedSite = (trigger: Trigger): boolean =>
  trigger.event === undefined || !DRAFT_EVENTS.has(trigger.event);

/** The site's status with the preview's beside it (the admin widget reads the site's fields, as before). */
export type CombinedStatus = RebuildStatus & { preview: RebuildStatus };

/**
 * One service facade over the site's and the preview's services, for the HTTP server: notifications go to
 * the targets they concern; the status is the site's, with the preview's under `preview`.
 */
export function combineTargets(site: RebuildService, preview: RebuildService): RebuildService {
  return {
    notify(trigger, options) {
      if (changesPublishedSite(trigger)) site.notify(trigger, options);
      preview.notify(trigger, options);
    },
    status: (): CombinedStatus => ({ ...site.status(), preview: preview.status() }),
    settled: async () => {
      await Promise.all([site.settled(), preview.settled()]);
    },
    stop: async () => {
      await Promise.all([site.stop(), preview.stop()]);
    },
  };
}
