/**
 * A Map that keeps at most `most` entries, the oldest going first: the screens' caches of what
 * depends on a line's text alone (ink-fix.ts, ink-frames.ts, your-words.ts). The bundle gives Ink's own
 * module-level caches this shape (scripts/bundle.mjs): Ink 6.8 keeps the size of every text it
 * ever measured, and every text it ever cut to a width, for the life of the process, which a
 * server drawing a log line and a board row for every move at hundreds of connections grows
 * without end.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly most: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.most) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
