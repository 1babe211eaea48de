/** A run of text that both versions have (`same`), or that only the older (`removed`) or newer (`added`) has. */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Words, runs of white space and single punctuation marks: the units a reader sees change. */
const tokens = (text: string): string[] => text.match(/[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu) ?? [];

/** Beyond this many edits a diff says "all of it changed": the search would cost more than it tells. */
const MAX_EDITS = 800;

/** The furthest-reaching paths of Myers' O((N+M)·D) search, one array per edit count, or null past MAX_EDITS. */
function trace(a: string[], b: string[]): Array<Map<number, number>> | null {
  const v = new Map<number, number>([[1, 0]]);
  const history: Array<Map<number, number>> = [];
  for (let d = 0; d <= Math.min(a.length + b.length, MAX_EDITS); d++) {
    history.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
      let x = down ? (v.get(k + 1) ?? 0) : (v.get(k - 1) ?? 0) + 1;
      let y = x - k;
      while (x < a.length && y < b.length && a[x] === b[y]) [x, y] = [x + 1, y + 1];
      v.set(k, x);
      if (x >= a.length && y >= b.length) return history;
    }
  }
  return null;
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts[0];
  if (last?.kind === kind) last.text = text + last.text;
  else parts.unshift({ kind, text });
}

/** Walks the search back from the end, collecting the parts in reading order. */
function backtrack(a: string[], b: string[], history: Array<Map<number, number>>): DiffPart[] {
  const parts: DiffPart[] = [];
  let [x, y] = [a.length, b.length];
  for (let d = history.length - 1; d >= 0; d--) {
    const v = history[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = v.get(prevK) ?? 0;
    const prevY = prevX - prevK;
    for (; x > prevX && y > prevY; x--, y--) push(parts, 'same', a[x - 1]!);
    if (d > 0) {
      if (down) push(parts, 'added', b[prevY]!);
      else push(parts, 'removed', a[prevX]!);
    }
    [x, y] = [prevX, prevY];
  }
  return parts;
}

/** The changes from `before` to `after`, word by word, in reading order. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  const [a, b] = [tokens(before), tokens(after)];
  const history = trace(a, b);
  if (!history) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  return backtrack(a, b, history);
}
