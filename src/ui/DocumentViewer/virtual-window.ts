/** Vertical layout of a column of pages: where each page starts and how tall the column is. */
export interface PageLayout {
  /** Top edge of each page in CSS pixels, measured from the top of the column. */
  offsets: number[];
  heights: number[];
  totalHeight: number;
}

export function layoutPages(heights: readonly number[], gap: number, padding = 0): PageLayout {
  const offsets: number[] = [];
  let y = padding;
  heights.forEach((height, index) => {
    offsets.push(y);
    y += height + (index < heights.length - 1 ? gap : 0);
  });
  return { offsets, heights: [...heights], totalHeight: y + padding };
}

/** Index of the last page whose top edge is at or above `y` (0 when `y` is above the first). */
export function pageAt(layout: PageLayout, y: number): number {
  let low = 0;
  let high = layout.offsets.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (layout.offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/** The inclusive range of pages to mount: those intersecting the viewport plus `overscan` each side. */
export function visibleRange(
  layout: PageLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number } {
  const count = layout.offsets.length;
  if (count === 0) return { first: 0, last: -1 };
  const first = pageAt(layout, scrollTop);
  const last = pageAt(layout, scrollTop + Math.max(viewportHeight, 1) - 1);
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) };
}

/**
 * The page the reader is on: the one covering the viewport's upper third, so a page counts as
 * current once it fills most of the view rather than when its first pixel appears; at the end
 * of the scroll range, the last page.
 */
export function currentPage(layout: PageLayout, scrollTop: number, viewportHeight: number): number {
  const count = layout.offsets.length;
  if (count === 0) return 0;
  // Scrolled to the very end: a short last page never reaches the upper third, yet is current.
  if (scrollTop > 0 && scrollTop + viewportHeight >= layout.totalHeight - 1) return count - 1;
  return pageAt(layout, scrollTop + viewportHeight / 3);
}
