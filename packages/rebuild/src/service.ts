/**
 * The rebuild service: notifications in, at most one build at a time, each successful build published as a
 * new release and switched live atomically; a failed build changes nothing that is served and is reported
 * (log line, status).
 *
 * With a fast path, a publish first goes through it (only the pages the change touches, in seconds) and goes live
 * from there; a whole build follows as the backstop once no publish came for `backstopDelayMs`. The backstop
 * publishes its output only where it differs from the live release, and says so: every difference is a fault of
 * the fast path. A change the fast path declines (too large, the worker unavailable) is built in full at once.
 */
import { createBuildScheduler, type Trigger } from './scheduler';
import type { PublishOptions, PublishedRelease, Release, ReleaseStore } from './releases';
import { oneAtATime } from './one-at-a-time';
import { createStatusTracker, errorMessage, type BuildRecord, type RebuildStatus } from './status';

export type Logger = { info(message: string): void; error(message: string): void };

/** Where builds go live: the site's release store, or a target without files (the draft preview's refresh). */
export type Releases = Omit<ReleaseStore, 'publish' | 'idle'> & {
  publish(sourceDir: string, options?: PublishOptions): Promise<PublishedRelease>;
  /** Resolves once the work after the last publish is done (a release store's `idle`). */
  idle?(): Promise<void>;
};

/**
 * A fast publish that rendered the change's own pages and left the pages that only show it (beyond what a publish
 * renders in seconds) to the whole build, which then starts at once.
 */
export type PartialPublish = {
  /** How many pages were left. */
  deferredPages: number;
  /** Their files (URL paths): what the whole build is expected to change. */
  deferredFiles: string[];
  /** The files of the pages the fast path rendered: what the whole build must not change. */
  renderedFiles: string[];
};

/** Publishes a change without a whole build (docs/architecture.md, "Publishing"). */
export type FastPath = {
  /**
   * Applies the change to the build output: resolves with the output folder (and what it left to the whole build,
   * if anything), or with why the change is the whole build's (which then runs at once). A rejection counts as
   * declined.
   */
  publish(context: {
    triggers: Trigger[];
  }): Promise<{ outputDir: string; partial?: PartialPublish } | { declined: string }>;
};

export type RebuildServiceOptions = {
  /** Builds the site; resolves with the folder holding the finished output (which it may reuse next time). */
  build: (context: { triggers: Trigger[] }) => Promise<{ outputDir: string }>;
  releases: Releases;
  debounceMs: number;
  maxWaitMs: number;
  /** Runs after each switch, e.g. makes nginx re-read the release's configuration. A failure is a warning. */
  afterSwitch?: (release: Release) => Promise<void>;
  log?: Logger;
  now?: () => Date;
  /** What the log lines call the target (`the site`, `the draft preview`). */
  target?: string;
  /** Publishes without a whole build where it can; a whole build follows as the backstop. */
  fastPath?: FastPath;
  /** Quiet time after the last fast publish before the backstop's whole build starts. */
  backstopDelayMs?: number;
};

export type RebuildService = {
  notify(trigger: Trigger, options?: { immediate?: boolean }): void;
  status(): RebuildStatus;
  /** Resolves once no build is waiting or running (the backstop included). */
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

/** A few file names of a change, for a log line. */
const someFiles = (files: string[]) => `${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`;

export function createRebuildService({
  build,
  releases,
  debounceMs,
  maxWaitMs,
  afterSwitch,
  log = { info: console.log, error: console.error },
  now = () => new Date(),
  target = 'the site',
  fastPath,
  backstopDelayMs = 30_000,
}: RebuildServiceOptions): RebuildService {
  const tracker = createStatusTracker(now);
  const backstopTracker = createStatusTracker(now);
  const exclusive = oneAtATime();
  const liveName = target === 'the site' ? 'the live site' : target;
  /** When the last notification arrived (a backstop that started before it may already hold that change). */
  let lastNotifiedAt = 0;

  /** Runs the switch hook; its failure is a warning. */
  const switched = async (release: Release) => {
    try {
      await afterSwitch?.(release);
      return null;
    } catch (error) {
      const warning = `after the switch: ${errorMessage(error)}`;
      log.error(`[rebuild] ⚠ ${warning}`);
      return warning;
    }
  };

  /**
   * Files the next whole build is expected to change, after fast publishes that left pages to it: those pages' files
   * and the site-wide files the publishes changed (the service worker's version digests every page); null when no
   * pages wait for it. Anything else it changes is a fault of the fast path.
   */
  let completing: Set<string> | null = null;

  /** Publishes an output folder as the live release and records the build's success. */
  const goLive = async (record: BuildRecord, outputDir: string, partial?: PartialPublish) => {
    const release = await releases.publish(outputDir);
    const warning = await switched(release);
    const done = tracker.succeed(record, release.id, {
      warning,
      changed: release.stats?.changed ?? null,
      deferred: partial?.deferredPages ?? null,
    });
    const which = target === 'the site' ? '' : `${target}: `;
    const how = done.path === 'fast' ? ', fast path' : '';
    const { stats } = release;
    const copy = stats
      ? `; release: ${stats.files} files, ${stats.copied} copied, in ${(stats.ms / 1000).toFixed(2)} s`
      : '';
    log.info(`[rebuild] ✔ ${which}release ${release.id} is live (built in ${seconds(done.durationMs)}${how}${copy})`);
    return release;
  };

  const fail = (record: BuildRecord, error: unknown) => {
    const failed = tracker.fail(record, error);
    const live = releases.live();
    log.error(
      `[rebuild] ✖ build failed after ${seconds(failed.durationMs)}: ${failed.error} — ${liveName} is unchanged (${live ? `release ${live.id}` : 'no release yet'})`,
    );
  };

  /** The fast path's attempt: true when the change is live, false when the whole build must take it. */
  const tryFast = async (record: BuildRecord, triggers: Trigger[]): Promise<boolean> => {
    if (!fastPath) return false;
    let outcome: Awaited<ReturnType<FastPath['publish']>>;
    try {
      outcome = await fastPath.publish({ triggers });
    } catch (error) {
      outcome = { declined: errorMessage(error) };
    }
    if ('declined' in outcome) {
      tracker.decline(record, outcome.declined);
      log.info(`[rebuild] fast path not taken (${record.declined}): building ${target} in full …`);
      return false;
    }
    const { partial } = outcome;
    const release = await goLive(record, outcome.outputDir, partial);
    if (!partial) {
      backstop.notify({ reason: 'backstop', at: now().toISOString() });
      return true;
    }
    const rendered = new Set(partial.renderedFiles);
    completing ??= new Set();
    for (const file of partial.deferredFiles) completing.add(file);
    for (const file of release.stats?.changed ?? []) if (!rendered.has(file)) completing.add(file);
    log.info(
      `[rebuild] ${partial.deferredPages} more pages show the change: building ${target} in full for them now …`,
    );
    backstop.notify({ reason: 'backstop', at: now().toISOString() }, { immediate: true });
    return true;
  };

  const runBuild = (triggers: Trigger[]) =>
    exclusive(async () => {
      const record = tracker.start(triggers, fastPath ? 'fast' : null);
      log.info(`[rebuild] building ${target} (${describe(record)}) …`);
      try {
        if (await tryFast(record, triggers)) return;
        // A whole build takes in everything a waiting backstop would check or complete.
        backstop.clear();
        completing = null;
        const { outputDir } = await build({ triggers });
        await goLive(record, outputDir);
      } catch (error) {
        fail(record, error);
        throw error;
      }
    });

  /** The whole build after fast publishes: what differs from the live release goes live, and is reported. */
  const runBackstop = (triggers: Trigger[]) =>
    exclusive(async () => {
      const record = backstopTracker.start(triggers, 'full');
      const startedAt = Date.now();
      // The whole build takes in what fast publishes left to it so far.
      const expected = completing;
      completing = null;
      log.info(`[rebuild] checking ${target}: the whole build after fast publishes …`);
      try {
        const { outputDir } = await build({ triggers });
        const release = await releases.publish(outputDir, { onlyIfChanged: true });
        const changed = release.stats?.changed ?? [];
        const unexpected = expected ? changed.filter((file) => !expected.has(file)) : changed;
        const newer = lastNotifiedAt > startedAt;
        let warning: string | null = null;
        if (!release.switched) {
          log.info(`[rebuild] ✔ the whole build confirms release ${release.id} (no file differs)`);
        } else {
          warning =
            newer || unexpected.length === 0
              ? null
              : `the whole build differs from the fast path's release in ${unexpected.length} files (${someFiles(unexpected)})`;
          if (warning) log.error(`[rebuild] ⚠ ${warning}; release ${release.id} is live`);
          else if (newer)
            log.info(`[rebuild] ✔ release ${release.id} is live (the whole build took in a newer change)`);
          else
            log.info(
              `[rebuild] ✔ release ${release.id} is live: the pages the fast path left (${changed.length} files)`,
            );
          warning = (await switched(release)) ?? warning;
        }
        backstopTracker.succeed(record, release.id, { warning, changed });
      } catch (error) {
        const failed = backstopTracker.fail(record, error);
        log.error(
          `[rebuild] ✖ the whole build after fast publishes failed: ${failed.error} — ${liveName} is unchanged`,
        );
        throw error;
      }
    });

  const scheduler = createBuildScheduler({ debounceMs, maxWaitMs, run: runBuild, now: () => now().getTime() });
  const backstop = createBuildScheduler({
    debounceMs: backstopDelayMs,
    // A steady stream of fast publishes still gets checked.
    maxWaitMs: Math.max(3 * backstopDelayMs, 10 * 60_000),
    run: runBackstop,
    now: () => now().getTime(),
  });

  return {
    notify: (trigger, options) => {
      lastNotifiedAt = Date.now();
      scheduler.notify(trigger, options);
    },
    status: () => {
      const live = releases.live();
      const status = tracker.snapshot(
        { state: scheduler.state(), queued: scheduler.queued() },
        live && { release: live.id, since: live.since },
      );
      if (!fastPath) return status;
      const last = backstopTracker.snapshot({ state: backstop.state(), queued: false }, null).lastBuild;
      return { ...status, backstop: { state: backstop.state(), last } };
    },
    settled: async () => {
      // A publish may schedule the backstop and a backstop may run while a publish waits: until both are quiet.
      do {
        await Promise.all([scheduler.settled(), backstop.settled()]);
      } while (scheduler.state() !== 'idle' || backstop.state() !== 'idle');
      await releases.idle?.();
    },
    stop: async () => {
      await Promise.all([scheduler.stop(), backstop.stop()]);
      await releases.idle?.();
    },
  };
}
