/**
 * What the "Website" widget says, decided from the rebuild service's status (pure, so it is tested without a
 * browser). Message ids live in ../translations; the widget formats them with react-intl.
 */

/** The parts of the rebuild service's status the widget reads (packages/rebuild/src/status.ts). */
type BuildRecord = { finishedAt: string | null; durationMs: number | null; result: string; error: string | null };
export type RebuildStatus = {
  state: 'idle' | 'waiting' | 'building' | 'stopped';
  queued: boolean;
  live: { release: string; since: string } | null;
  lastBuild: BuildRecord | null;
};
export type SiteBuildStatusReply =
  | { configured: false }
  | { configured: true; reachable: false; reason: string }
  | { configured: true; reachable: true; status: RebuildStatus };

export type Tone = 'success' | 'neutral' | 'warning' | 'danger';
export type Line = { id: string; values?: Record<string, string | number>; tone: Tone };

export const PREFIX = 'site-build.widget.';
const line = (key: string, tone: Tone, values?: Line['values']): Line => ({ id: PREFIX + key, tone, values });

/** Longest build error the widget shows (the rebuild service's log has all of it). */
const SHOWN_ERROR = 240;
const shorten = (text: string) => (text.length > SHOWN_ERROR ? `${text.slice(0, SHOWN_ERROR - 1)}…` : text);

/** The widget's lines, most important first. `time` formats an ISO date for the editor's language. */
export function describeSiteBuild(reply: SiteBuildStatusReply, time: (iso: string) => string): Line[] {
  if (!reply.configured) return [line('notConfigured', 'warning')];
  if (!reply.reachable) return [line('unavailable', 'danger', { reason: reply.reason })];
  const { state, queued, live, lastBuild } = reply.status;
  const lines: Line[] = [live ? line('liveSince', 'success', { time: time(live.since) }) : line('notLive', 'danger')];
  if (state === 'building') lines.push(line('building', 'neutral'));
  else if (state === 'waiting') lines.push(line('waiting', 'neutral'));
  if (queued) lines.push(line('queued', 'neutral'));
  if (lastBuild?.result === 'failed') {
    lines.push(line('failed', 'danger', { error: shorten(lastBuild.error ?? '') }));
  } else if (lastBuild?.result === 'success' && lastBuild.durationMs !== null && state === 'idle') {
    lines.push(line('lastDuration', 'neutral', { seconds: Math.round(lastBuild.durationMs / 1000) }));
  }
  return lines;
}
