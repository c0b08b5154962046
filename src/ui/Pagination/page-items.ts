export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page and `siblings` around the current
 * one, with a gap where pages are left out. The list has the same length on every page of a
 * long range, so the buttons do not jump around under the pointer.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  const near = siblings * 2 + 3; // pages shown at an end before the gap
  if (page <= near - siblings) return [...range(1, near), 'gap', total];
  if (page >= total - near + siblings + 1) return [1, 'gap', ...range(total - near + 1, total)];
  return [1, 'gap', ...range(page - siblings, page + siblings), 'gap', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
