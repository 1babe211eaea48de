import { combineTargets } from './targets';
import type { RebuildService } from './service';
import type { RebuildStatus } from './status';
import type { Trigger } from './scheduler';

/** A target that records what it was told. */
function recorder(state: RebuildStatus['state']) {
  const notified: Trigger[] = [];
  const service: RebuildService = {
    notify: (trigger) => void notified.push(trigger),
    status: () =>
      ({
        state,
        queued: false,
        live: null,
        current: null,
        lastBuild: null,
        lastSuccess: null,
        totals: { succeeded: 0, failed: 0 },
        recent: [],
      }) satisfies RebuildStatus,
    settled: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return { service, notified };
}

const at = '2026-11-23T23:00:00.000Z';
const webhook = (event?: string): Trigger => ({ reason: 'webhook', at, ...(event ? { event } : {}) });

describe('combineTargets: one webhook, the public site and the draft preview', () => {
  it('saving a draft rebuilds the preview only', () => {
    const site = recorder('idle');
    const preview = recorder('idle');
    const combined = combineTargets(site.service, preview.service);
    combined.notify(webhook('entry.update'));
    combined.notify(webhook('entry.create'));
    expect(site.notified).toEqual([]);
    expect(preview.notified.map((t) => t.event)).toEqual(['entry.update', 'entry.create']);
  });

  it.each(['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'])(
    '%s rebuilds both',
    (event) => {
      const site = recorder('idle');
      const preview = recorder('idle');
      combineTargets(site.service, preview.service).notify(webhook(event));
      expect(site.notified).toHaveLength(1);
      expect(preview.notified).toHaveLength(1);
    },
  );

  it('a notification without a recognised event (entry: null, start-up) rebuilds both', () => {
    const site = recorder('idle');
    const preview = recorder('idle');
    const combined = combineTargets(site.service, preview.service);
    combined.notify(webhook());
    combined.notify({ reason: 'startup', at });
    expect(site.notified).toHaveLength(2);
    expect(preview.notified).toHaveLength(2);
  });

  it("reports the site's status with the preview's beside it", () => {
    const combined = combineTargets(recorder('idle').service, recorder('building').service);
    expect(combined.status()).toMatchObject({ state: 'idle', preview: { state: 'building' } });
  });
});
