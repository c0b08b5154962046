/** A part of a whole as a fraction (for a percent format); nothing of nothing is 0, not NaN. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** The total of each category over every series, in category order. */
export function stackTotals<K extends string>(
  rows: readonly { values: Record<K, number> }[],
  keys: readonly K[],
): number[] {
  return rows.map((row) => keys.reduce((sum, key) => sum + (row.values[key] ?? 0), 0));
}
