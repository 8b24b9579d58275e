/**
 * The products matching an FTS5 expression, remembered while the catalogue's searchable text
 * stays the same. The broadest words are the dearest to look up and the most often asked
 * ("дарс", "wine"); a stock or price change leaves the text alone and keeps them.
 */
export class MatchCache {
  private readonly entries = new Map<string, { ids: ArrayLike<number>; textVersion: number; at: number }>();
  private heldIds = 0;

  constructor(private readonly limits = { entries: 256, ids: 5_000_000, maxAgeMs: 600_000 }) {}

  get(expression: string, textVersion: number, now: number): ArrayLike<number> | undefined {
    const entry = this.entries.get(expression);
    if (!entry) return undefined;
    if (entry.textVersion !== textVersion || now - entry.at > this.limits.maxAgeMs || now < entry.at) {
      this.drop(expression);
      return undefined;
    }
    // Re-inserted: the map's order is the order of last use.
    this.entries.delete(expression);
    this.entries.set(expression, entry);
    return entry.ids;
  }

  set(expression: string, ids: ArrayLike<number>, textVersion: number, now: number): void {
    if (ids.length > this.limits.ids / 4) return;
    this.drop(expression);
    this.entries.set(expression, { ids, textVersion, at: now });
    this.heldIds += ids.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.heldIds <= this.limits.ids) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(expression: string): void {
    const entry = this.entries.get(expression);
    if (!entry) return;
    this.heldIds -= entry.ids.length;
    this.entries.delete(expression);
  }
}
