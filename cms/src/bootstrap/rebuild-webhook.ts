import type { Core } from '@strapi/strapi';

/** The webhook this code manages (Settings → Webhooks shows it; edits there are put back at the next start). */
export const REBUILD_WEBHOOK_NAME = 'Site rebuild (managed by the CMS configuration)';
/** Header the rebuild service checks; Strapi's webhooks carry no signature of their own. */
export const REBUILD_SECRET_HEADER = 'X-Rebuild-Secret';
/**
 * What changes the published site: publishing, unpublishing and deleting entries, and replacing or deleting a
 * media file (an entry keeps pointing at the same file, so no entry event follows). Saving a draft does not.
 */
export const REBUILD_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'];
/**
 * With the draft preview configured (PREVIEW_URL), saving a draft is sent too: the rebuild service rebuilds
 * only the preview for these (packages/rebuild/src/targets.ts), never the public site.
 */
export const PREVIEW_EVENTS = ['entry.create', 'entry.update'];

type Webhook = {
  id: number | string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook>;
  deleteWebhook(id: Webhook['id']): Promise<unknown>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void; remove(webhook: Webhook): void };

/** Minimum length of the shared secret (the rebuild service refuses shorter ones too). */
const MIN_SECRET_LENGTH = 16;

/** The webhook as the environment describes it, or null when no rebuild service is configured. */
export function desiredRebuildWebhook(env: NodeJS.ProcessEnv): Omit<Webhook, 'id'> | null {
  const url = env.REBUILD_WEBHOOK_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REBUILD_WEBHOOK_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error('REBUILD_WEBHOOK_URL must be an http(s) URL');
  const secret = env.REBUILD_WEBHOOK_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `REBUILD_WEBHOOK_SECRET must be set (at least ${MIN_SECRET_LENGTH} characters) with REBUILD_WEBHOOK_URL`,
    );
  return {
    name: REBUILD_WEBHOOK_NAME,
    url: parsed.href,
    headers: { [REBUILD_SECRET_HEADER]: secret },
    events: env.PREVIEW_URL?.trim() ? [...REBUILD_EVENTS, ...PREVIEW_EVENTS] : [...REBUILD_EVENTS],
    isEnabled: true,
  };
}

const sameWebhook = (a: Omit<Webhook, 'id'>, b: Omit<Webhook, 'id'>) =>
  a.url === b.url &&
  a.isEnabled === b.isEnabled &&
  JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
  [...a.events].sort().join() === [...b.events].sort().join();

/**
 * Registers the rebuild webhook from the environment at every start, idempotently: created once, put back
 * when changed in the admin, removed when REBUILD_WEBHOOK_URL is unset. Runs at the end of bootstrap, so
 * the first boot's seeding does not send dozens of events.
 */
export async function ensureRebuildWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const desired = desiredRebuildWebhook(process.env);
  const [managed, ...duplicates] = (await store.findWebhooks()).filter((w) => w.name === REBUILD_WEBHOOK_NAME);

  for (const webhook of desired ? duplicates : [managed, ...duplicates].filter((w) => w !== undefined)) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  if (!desired) {
    strapi.log.warn('[rebuild] REBUILD_WEBHOOK_URL is not set: publishing does not rebuild the site');
    return;
  }
  if (!managed) {
    runner.add(await store.createWebhook(desired));
  } else if (!sameWebhook(managed, desired)) {
    runner.update(await store.updateWebhook(managed.id, desired));
    strapi.log.info('[rebuild] the rebuild webhook was changed; restored from the configuration');
  }
  strapi.log.info(`[rebuild] publishing notifies ${desired.url}`);
}
