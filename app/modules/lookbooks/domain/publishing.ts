/** A lookbook shoppers may see: published, and its publication time has come. */
export function isLookbookVisible(row: { status: string; published_at: string | null }, now: Date): boolean {
  return row.status === "published" && row.published_at !== null && row.published_at <= now.toISOString();
}

/**
 * A pin on the look's image, when both coordinates are inside it (percent), snapped to 5% steps:
 * the page places pins with classes, since the shop's CSP allows no inline styles.
 */
export function hotspotOf(x: number | null, y: number | null): { x: number; y: number } | null {
  if (x === null || y === null) return null;
  if (x < 0 || x > 100 || y < 0 || y > 100) return null;
  const snap = (value: number) => Math.round(value / 5) * 5;
  return { x: snap(x), y: snap(y) };
}
