/**
 * User-timing entries the viewer emits, read by the page-render story test and by
 * scripts/bench-viewer.mjs (first page visible after the data arrived).
 */
export const viewerMarks = {
  /** The document's bytes are in memory. */
  data: 'paraph:viewer:data',
  /** A page canvas was painted; `detail.index` is the zero-based page. */
  pageRendered: 'paraph:viewer:page-rendered',
  thumbnailRendered: 'paraph:viewer:thumbnail-rendered',
  /** Measure from `data` to the first page painted. */
  firstPage: 'paraph:viewer:first-page',
} as const;

export function markPageRendered(index: number, thumbnail: boolean) {
  performance.mark(thumbnail ? viewerMarks.thumbnailRendered : viewerMarks.pageRendered, {
    detail: { index },
  });
}

/** Measures data → first page once per document load (the data mark is cleared per load). */
export function measureFirstPage() {
  if (performance.getEntriesByName(viewerMarks.data, 'mark').length === 0) return;
  performance.measure(viewerMarks.firstPage, viewerMarks.data);
  performance.clearMarks(viewerMarks.data);
}

export function markDataArrived() {
  performance.clearMarks(viewerMarks.data);
  performance.mark(viewerMarks.data);
}
