/**
 * What the admin says about the website and the preview — on the dashboard's "Website" widget and in an entry's
 * side panel after *Publish* or *Save* — decided from the status the CMS passes on (pure, so it is tested without a
 * browser; `lib/site-build-status.ts` cuts the rebuild service's status down to this). Message ids live in
 * ../translations; the components format them with react-intl.
 */
import type { SiteBuildStatusReply, TargetView } from '../../lib/site-build-status';

export type { SiteBuildStatusReply, TargetView };
export type Tone = 'success' | 'neutral' | 'warning' | 'danger';
export type Line = { id: string; values?: Record<string, string | number>; tone: Tone };

export const PREFIX = 'site-build.widget.';
const line = (key: string, tone: Tone, values?: Line['values']): Line => ({ id: PREFIX + key, tone, values });

/** Why a build failed, in a sentence (refused content: the CMS's own sentences; else the kind in words). */
export function reasonLines(target: TargetView): Line[] {
  const reason = target.lastBuild?.reason;
  if (!reason) return [];
  if (reason.kind === 'content' && reason.lines.length > 0)
    return reason.lines.map((text) => line('reasonContent', 'danger', { text }));
  return [line(reason.kind === 'cms-unreachable' ? 'reasonCms' : 'reasonTechnical', 'danger')];
}

/**
 * The pages a two-step publish left to the whole build: on their way, or not updated (that build failed). `ids`: the
 * dashboard's or the side panel's wording.
 */
function morePagesLines(target: TargetView, ids: { coming: string; failed: string }): Line[] {
  const more = target.morePages;
  if (!more) return [];
  return [
    more.state === 'coming'
      ? line(ids.coming, 'neutral', { count: more.count })
      : line(ids.failed, 'warning', { count: more.count }),
  ];
}

/** The dashboard widget's lines, most important first. `time` formats an ISO date for the editor's language. */
export function describeSiteBuild(reply: SiteBuildStatusReply, time: (iso: string) => string): Line[] {
  if (!reply.configured) return [line('notConfigured', 'warning')];
  if (!reply.reachable) return [line('unavailable', 'danger', { reason: reply.reason })];
  const { state, queued, live, lastBuild } = reply.status;
  const lines: Line[] = [live ? line('liveSince', 'success', { time: time(live.since) }) : line('notLive', 'danger')];
  if (state === 'building') lines.push(line('building', 'neutral'));
  else if (state === 'waiting') lines.push(line('waiting', 'neutral'));
  if (queued) lines.push(line('queued', 'neutral'));
  lines.push(...morePagesLines(reply.status, { coming: 'morePagesComing', failed: 'morePagesFailed' }));
  if (lastBuild?.result === 'failed') {
    lines.push(line('failed', 'danger'), ...reasonLines(reply.status));
  } else if (lastBuild?.result === 'success' && lastBuild.finishedAt && state === 'idle') {
    const seconds = Math.round((Date.parse(lastBuild.finishedAt) - Date.parse(lastBuild.startedAt)) / 1000);
    if (Number.isFinite(seconds)) lines.push(line('lastDuration', 'neutral', { seconds }));
  }
  return lines;
}

/** Where an entry stands after the editor's last *Publish* (site) or *Save* (preview). */
export type EntryStage = 'going' | 'live' | 'refused';

/**
 * The stage of a change made at `changedAt` on a target: live once a build that started after it is live; refused
 * when the build that started after it failed; going live meanwhile.
 */
export function entryStage(target: TargetView, changedAt: string): EntryStage {
  const changed = Date.parse(changedAt);
  const builtFrom = target.live?.builtFrom ? Date.parse(target.live.builtFrom) : Number.NaN;
  if (builtFrom >= changed) return 'live';
  const last = target.lastBuild;
  if (last?.result === 'failed' && Date.parse(last.startedAt) >= changed && target.state === 'idle') return 'refused';
  return 'going';
}

/** The entry an edit view shows: its document, language, key (pages) and its published and saved times. */
export type EntryView = {
  publishedAt: string | null;
  updatedAt: string | null;
  uid?: string;
  documentId?: string | null;
  locale?: string | null;
  key?: unknown;
};

/**
 * The reasons of the site's last refused build that are about this entry: a problem in its fields, or a route
 * of its key the language lacks (the entry was unpublished). Shown whatever the entry's own state.
 */
export function entryReasonLines(target: TargetView, entry: EntryView): Line[] {
  if (target.lastBuild?.result !== 'failed' || !entry.uid || !entry.locale) return [];
  const about = (target.lastBuild.reason?.targets ?? []).filter(
    (t) =>
      t.uid === entry.uid &&
      t.locale === entry.locale &&
      ((t.documentId !== undefined && t.documentId === entry.documentId) ||
        (typeof entry.key === 'string' && (t.keys ?? []).includes(entry.key))),
  );
  if (about.length === 0) return [];
  return [line('entryStopsBuild', 'danger'), ...about.map((t) => line('reasonContent', 'danger', { text: t.line }))];
}

/**
 * The side panel's lines for one entry: why the site's last build was refused when it is about this entry, its
 * published version on the website (when it has one) and its last save in the preview (when the preview is set up).
 */
export function describeEntry(reply: SiteBuildStatusReply, entry: EntryView, time: (iso: string) => string): Line[] {
  if (!reply.configured || !reply.reachable) return describeSiteBuild(reply, time);
  const site = reply.status;
  const blocking = entryReasonLines(site, entry);
  const lines: Line[] = [...blocking];
  if (entry.publishedAt) {
    const stage = entryStage(site, entry.publishedAt);
    if (stage === 'live') {
      lines.push(line('entryLive', 'success', { time: time(site.live!.since) }));
      // The other pages that show it, when the publish that took this entry left them to the whole build.
      if (entry.documentId && site.morePages?.documents.includes(entry.documentId))
        lines.push(...morePagesLines(site, { coming: 'entryMorePagesComing', failed: 'entryMorePagesFailed' }));
    } else if (stage === 'refused' && blocking.length === 0)
      lines.push(line('entryRefused', 'danger'), ...reasonLines(site));
    else if (stage === 'refused') lines.push(line('entryRefused', 'danger'));
    else lines.push(line('entryGoing', 'neutral'));
  }
  const preview = site.preview;
  if (preview && entry.updatedAt) {
    const stage = entryStage(preview, entry.updatedAt);
    if (stage === 'live') lines.push(line('previewLive', 'success', { time: time(preview.live!.since) }));
    else if (stage === 'refused') lines.push(line('previewRefused', 'danger'), ...reasonLines(preview));
    else lines.push(line('previewGoing', 'neutral'));
  }
  return lines;
}
