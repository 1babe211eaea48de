/**
 * The state of the rebuild service as operators (status endpoint, log) and editors (the admin's build widget)
 * see it. Plain JSON: the CMS passes it on to the admin panel unchanged.
 */
import type { SchedulerState, Trigger } from './scheduler';

/** Notifications that started a build, summarised (a burst can hold dozens). */
export type TriggerSummary = {
  reason: Trigger['reason'];
  /** How many notifications the build covers. */
  count: number;
  /** The first few, as received (event, content type, locale when the payload had them). */
  events: Array<Pick<Trigger, 'event' | 'model' | 'locale' | 'documentId'>>;
  firstAt: string;
  lastAt: string;
};

/** One content problem that stopped a build (the site build's validation; site/src/schema/validate.ts). */
export type ContentProblem = {
  /** The CMS document it is in; none for a problem of the whole site (a route without its page). */
  documentId?: string;
  contentType: string;
  locale: string;
  entry: string;
  field: string;
  code: string;
  message: string;
  /** The rule's values (characters, the refused link …), for the sentence in the editor's language. */
  params?: Record<string, string>;
};

/**
 * Why a build failed, as editors are told (the admin says it in their language): the content the build refused,
 * the CMS not answering, or anything else (its details are in the log, never shown in the admin).
 */
export type FailureReason =
  | { kind: 'content'; problems: ContentProblem[] }
  | { kind: 'cms-unreachable' }
  | { kind: 'technical' };

/** An error that says why, for editors (`reason`), beside its message for the log. */
export class BuildFailure extends Error {
  constructor(
    message: string,
    readonly reason: FailureReason,
  ) {
    super(message);
    this.name = 'BuildFailure';
  }
}

const MAX_PROBLEMS = 20;

/** The editor-facing reason of a failed build: a `BuildFailure`'s, anything else is technical. */
export function failureReason(error: unknown): FailureReason {
  const reason = (error as { reason?: FailureReason } | null)?.reason;
  if (reason?.kind === 'content') return { kind: 'content', problems: reason.problems.slice(0, MAX_PROBLEMS) };
  if (reason?.kind === 'cms-unreachable') return reason;
  return { kind: 'technical' };
}

export type BuildRecord = {
  trigger: TriggerSummary;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  result: 'running' | 'success' | 'failed';
  /** Why it failed (the first lines of the build's error, for operators and the log), null otherwise. */
  error: string | null;
  /** Why it failed, for editors (no paths, no stack), null otherwise. */
  reason: FailureReason | null;
  /** A problem after the switch that did not undo it (e.g. the web server reload hook failed). */
  warning: string | null;
  /** The release it produced (success only). */
  release: string | null;
  /**
   * How the release was made: `fast` by the publish worker (the pages the change touches), `full` by a whole
   * `gatsby build`; null for a target without a fast path.
   */
  path: 'fast' | 'full' | null;
  /** Why a target with a fast path built this change in full (the change was too large, the worker failed …). */
  declined: string | null;
  /** What the release changed against the one live before it: how many files, the first of them. */
  changes: { count: number; files: string[] } | null;
  /**
   * Pages that show the change which the fast path left to the whole build it started right after (a change shown
   * on more pages than a publish renders in seconds: its own pages went live first); null when none.
   */
  deferred: number | null;
};

/** Files of a release's change listed in the status (the count says how many there are). */
export const SHOWN_CHANGES = 20;

export type RebuildStatus = {
  state: SchedulerState;
  /** A change arrived during the running build: one more build follows it. */
  queued: boolean;
  live: { release: string; since: string } | null;
  /** The running build, if any. */
  current: BuildRecord | null;
  /** The last finished build. */
  lastBuild: BuildRecord | null;
  /** The last build that succeeded (the one live, unless someone switched by hand). */
  lastSuccess: BuildRecord | null;
  totals: { succeeded: number; failed: number };
  /** Finished builds, newest first (at most `HISTORY`). */
  recent: BuildRecord[];
  /**
   * The full build that follows fast publishes and checks them (a target with a fast path only): whether it waits
   * or runs, and its last run — `changes` are the files in which it differed from the fast path's release (none:
   * confirmed, nothing switched).
   */
  backstop?: { state: SchedulerState; last: BuildRecord | null };
};

const SHOWN_EVENTS = 10;
export const HISTORY = 10;
/** Longest error message kept (the admin shows it; a build log belongs in the log). */
export const MAX_ERROR_LENGTH = 600;

export function summarise(triggers: Trigger[]): TriggerSummary {
  const first = triggers[0];
  const last = triggers[triggers.length - 1];
  if (!first || !last) throw new Error('a build needs at least one trigger');
  const reasons = new Set(triggers.map((t) => t.reason));
  return {
    // A webhook among them is the most telling reason for an editor.
    reason: reasons.has('webhook') ? 'webhook' : first.reason,
    count: triggers.length,
    events: triggers
      .filter((t) => t.event !== undefined)
      .slice(0, SHOWN_EVENTS)
      .map(({ event, model, locale, documentId }) => ({ event, model, locale, documentId })),
    firstAt: first.at,
    lastAt: last.at,
  };
}

// ANSI colour codes from build tools' output.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** An error as one readable, bounded message (no colour codes, no stack). */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const clean = text.replace(ANSI, '').trim() || 'unknown error';
  return clean.length > MAX_ERROR_LENGTH ? `${clean.slice(0, MAX_ERROR_LENGTH - 1)}…` : clean;
}

/** Keeps the build records; `snapshot` is what the status endpoint answers. */
export function createStatusTracker(now: () => Date = () => new Date()) {
  let current: BuildRecord | null = null;
  let lastSuccess: BuildRecord | null = null;
  const recent: BuildRecord[] = [];
  const totals = { succeeded: 0, failed: 0 };

  const finish = (record: BuildRecord, fields: Partial<BuildRecord>): BuildRecord => {
    const finishedAt = now();
    Object.assign(record, fields, {
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - Date.parse(record.startedAt),
    });
    current = null;
    recent.unshift(record);
    recent.splice(HISTORY);
    return record;
  };

  return {
    start(triggers: Trigger[], path: BuildRecord['path'] = null): BuildRecord {
      current = {
        trigger: summarise(triggers),
        startedAt: now().toISOString(),
        finishedAt: null,
        durationMs: null,
        result: 'running',
        error: null,
        reason: null,
        warning: null,
        release: null,
        path,
        declined: null,
        changes: null,
        deferred: null,
      };
      return current;
    },
    /** The fast path did not take the change: the same record goes on as a full build. */
    decline(record: BuildRecord, reason: string): void {
      Object.assign(record, { path: 'full', declined: errorMessage(reason) });
    },
    succeed(
      record: BuildRecord,
      release: string,
      {
        warning = null,
        changed = null,
        deferred = null,
      }: { warning?: string | null; changed?: string[] | null; deferred?: number | null } = {},
    ): BuildRecord {
      totals.succeeded += 1;
      const changes = changed && { count: changed.length, files: changed.slice(0, SHOWN_CHANGES) };
      lastSuccess = finish(record, { result: 'success', release, warning, changes, deferred });
      return lastSuccess;
    },
    fail(record: BuildRecord, error: unknown): BuildRecord {
      totals.failed += 1;
      return finish(record, { result: 'failed', error: errorMessage(error), reason: failureReason(error) });
    },
    snapshot(scheduler: { state: SchedulerState; queued: boolean }, live: RebuildStatus['live']): RebuildStatus {
      return {
        state: scheduler.state,
        queued: scheduler.queued,
        live,
        current: current && { ...current },
        lastBuild: recent[0] ? { ...recent[0] } : null,
        lastSuccess: lastSuccess && { ...lastSuccess },
        totals: { ...totals },
        recent: recent.map((record) => ({ ...record })),
      };
    },
  };
}
