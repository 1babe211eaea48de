/**
 * Who has a language version of an entry open in the admin's edit view: each open edit view says so every
 * `HEARTBEAT_MS` and when it closes; someone not heard from for `GONE_MS` has left (a closed laptop, a lost
 * connection). Kept in the CMS process's memory — one CMS serves the admin — so a restart forgets it for one beat.
 */

export type Editor = { id: number; name: string };
export type OpenBy = { name: string; since: string };
type Target = { uid: string; documentId: string; locale: string };
type Seen = { name: string; since: number; seen: number };

/** How often an open edit view says it is still open (the admin panel uses the same figure). */
export const HEARTBEAT_MS = 15_000;
/** Silence after which an editor counts as gone: two missed beats and a margin for a busy machine. */
export const GONE_MS = 2 * HEARTBEAT_MS + 10_000;
/** Bounds the memory a flood of heartbeats can take: entries with anyone open, editors per entry. */
const MAX_ENTRIES = 5_000;
const MAX_EDITORS = 50;

const open = new Map<string, Map<number, Seen>>();
const keyOf = (t: Target) => `${t.uid}|${t.documentId}|${t.locale}`;

function forget(now: number) {
  for (const [key, editors] of open) {
    for (const [id, seen] of editors) if (now - seen.seen > GONE_MS) editors.delete(id);
    if (editors.size === 0) open.delete(key);
  }
}

/** Records that `editor` has `target` open and answers who else has, longest first. */
export function othersEditing(target: Target, editor: Editor, now = Date.now()): OpenBy[] {
  forget(now);
  const key = keyOf(target);
  const editors = open.get(key) ?? new Map<number, Seen>();
  if (!open.has(key) && open.size >= MAX_ENTRIES) return [];
  open.set(key, editors);
  const before = editors.get(editor.id);
  if (before || editors.size < MAX_EDITORS)
    editors.set(editor.id, { name: editor.name, since: before?.since ?? now, seen: now });
  return [...editors.entries()]
    .filter(([id]) => id !== editor.id)
    .sort(([, a], [, b]) => a.since - b.since)
    .map(([, seen]) => ({ name: seen.name, since: new Date(seen.since).toISOString() }));
}

/** Records that `editor` closed `target`. */
export function leave(target: Target, editor: Editor): void {
  const editors = open.get(keyOf(target));
  editors?.delete(editor.id);
  if (editors?.size === 0) open.delete(keyOf(target));
}
