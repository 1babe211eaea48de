/**
 * The rebuild service: notifications in, at most one build at a time, each successful build published as a
 * new release and switched live atomically; a failed build changes nothing that is served and is reported
 * (log line, status).
 */
import { createBuildScheduler, type Trigger } from './scheduler';
import type { Release, ReleaseStore } from './releases';
import { createStatusTracker, errorMessage, type BuildRecord, type RebuildStatus } from './status';

export type Logger = { info(message: string): void; error(message: string): void };

export type RebuildServiceOptions = {
  /** Builds the site; resolves with the folder holding the finished output (which it may reuse next time). */
  build: (context: { triggers: Trigger[] }) => Promise<{ outputDir: string }>;
  releases: ReleaseStore;
  debounceMs: number;
  maxWaitMs: number;
  /** Runs after each switch, e.g. makes nginx re-read the release's configuration. A failure is a warning. */
  afterSwitch?: (release: Release) => Promise<void>;
  log?: Logger;
  now?: () => Date;
  /** What the log lines call the target (`the site`, `the draft preview`). */
  target?: string;
};

export type RebuildService = {
  notify(trigger: Trigger, options?: { immediate?: boolean }): void;
  status(): RebuildStatus;
  /** Resolves once no build is waiting or running. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

const seconds = (ms: number | null) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

/** What a log line says about the notifications behind a build. */
function describe(record: BuildRecord): string {
  const { reason, count, events } = record.trigger;
  const first = events[0];
  const what = first ? [first.event, first.model, first.locale].filter(Boolean).join(' ') : reason;
  return count > 1 ? `${what} and ${count - 1} more` : what;
}

export function createRebuildService({
  build,
  releases,
  debounceMs,
  maxWaitMs,
  afterSwitch,
  log = { info: console.log, error: console.error },
  now = () => new Date(),
  target = 'the site',
}: RebuildServiceOptions): RebuildService {
  const tracker = createStatusTracker(now);

  const runBuild = async (triggers: Trigger[]) => {
    const record = tracker.start(triggers);
    log.info(`[rebuild] building ${target} (${describe(record)}) …`);
    let release: Release;
    try {
      const { outputDir } = await build({ triggers });
      release = await releases.publish(outputDir);
    } catch (error) {
      const failed = tracker.fail(record, error);
      const live = releases.live();
      log.error(
        `[rebuild] ✖ build failed after ${seconds(failed.durationMs)}: ${failed.error} — ${target === 'the site' ? 'the live site' : target} is unchanged (${live ? `release ${live.id}` : 'no release yet'})`,
      );
      throw error;
    }
    let warning: string | null = null;
    try {
      await afterSwitch?.(release);
    } catch (error) {
      warning = `after the switch: ${errorMessage(error)}`;
      log.error(`[rebuild] ⚠ ${warning}`);
    }
    const done = tracker.succeed(record, release.id, warning);
    const which = target === 'the site' ? '' : `${target}: `;
    log.info(`[rebuild] ✔ ${which}release ${release.id} is live (built in ${seconds(done.durationMs)})`);
  };

  const scheduler = createBuildScheduler({ debounceMs, maxWaitMs, run: runBuild, now: () => now().getTime() });

  return {
    notify: (trigger, options) => scheduler.notify(trigger, options),
    status: () => {
      const live = releases.live();
      return tracker.snapshot(
        { state: scheduler.state(), queued: scheduler.queued() },
        live && { release: live.id, since: live.since },
      );
    },
    settled: () => scheduler.settled(),
    stop: () => scheduler.stop(),
  };
}
