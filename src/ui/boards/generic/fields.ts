/**
 * The generic board's text: a game's view, field by field, packed into a few lines. Private
 * cards (fields named like "hand" that hold a list) go to the hand region instead.
 */

/** A value in one short piece of text. */
export function brief(v: unknown, depth = 0): string {
  if (v === null || v === undefined) return '-';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return '-';
    const inner = v.map((x) => brief(x, depth + 1));
    return depth > 0 ? `[${inner.join(' ')}]` : inner.join(' ');
  }
  const entries = Object.entries(v as Record<string, unknown>);
  if (!entries.length) return '-';
  const inner = entries.map(([k, x]) => `${k}=${brief(x, depth + 1)}`).join(' ');
  return depth > 0 ? `{${inner}}` : inner;
}

/** Words like "handScores" as "hand scores". */
export function label(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Whether a field holds the seat's own cards. */
export function isHandField(key: string, v: unknown): boolean {
  return /hand$/i.test(key) && Array.isArray(v);
}

/** The view's public fields as lines of at most `width` characters, at most `max` lines. */
export function fieldLines(view: Record<string, unknown>, width: number, max: number): string[] {
  const items = Object.entries(view)
    .filter(([k, v]) => !isHandField(k, v) && v !== null && v !== undefined)
    .map(([k, v]) => `${label(k)}: ${brief(v)}`);
  const half = Math.floor((width - 2) / 2);
  const lines: string[] = [];
  let pending: string | undefined;
  for (const item of items) {
    if (item.length <= half) {
      if (pending === undefined) pending = item;
      else {
        lines.push(`${pending.padEnd(half)}  ${item}`);
        pending = undefined;
      }
    } else {
      lines.push(item.length > width ? `${item.slice(0, width - 1)}~` : item);
    }
  }
  if (pending !== undefined) lines.push(pending);
  if (lines.length > max) return [...lines.slice(0, max - 1), `(${lines.length - max + 1} more lines: see the rules with ?)`];
  return lines;
}

/** The seat's own cards, one line per hand-like field. */
export function handLines(view: Record<string, unknown>): string[] {
  return Object.entries(view)
    .filter(([k, v]) => isHandField(k, v))
    .map(([k, v]) => `${label(k).replace(/^your /, 'your ')}: ${brief(v)}`);
}
