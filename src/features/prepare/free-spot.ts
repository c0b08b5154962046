import type { PageSize } from './box-geometry';

/** A rectangle on a page, in PDF points from the page's top-left. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Margin kept to the page's edge, gap kept to text and other boxes, and the search grid. */
export const SPACING = { margin: 36, gap: 12, step: 6 } as const;

const overlaps = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

const fits = (candidate: Rect, occupied: readonly Rect[]) =>
  occupied.every((rect) => !overlaps(candidate, rect, SPACING.gap));

/**
 * The candidate positions of a box of `size` on the page, row by row from `fromY`: a grid,
 * plus the edges just past each occupied rectangle, so boxes pack tightly against each other.
 */
function* grid(page: PageSize, size: Size, fromY: number, occupied: readonly Rect[] = []) {
  const { margin, gap, step } = SPACING;
  const axis = (start: number, end: number, edges: number[]) => {
    const values = new Set(edges.filter((value) => value >= start && value <= end));
    for (let value = start; value <= end; value += step) values.add(value);
    return [...values].sort((a, b) => a - b);
  };
  const top = Math.max(margin, fromY);
  const xs = axis(
    margin,
    page.widthPt - margin - size.width,
    occupied.map((rect) => rect.x + rect.width + gap),
  );
  const ys = axis(top, page.heightPt - margin - size.height, [
    top,
    ...occupied.map((rect) => rect.y + rect.height + gap),
  ]);
  for (const y of ys) for (const x of xs) yield { x, y, ...size } satisfies Rect;
}

/**
 * Where a new signature box goes on a page: on the first free row after the page's last text
 * (side by side with boxes already there), else in the first free space from the top; null
 * when nothing of that size fits without covering text or another box. Signing puts the stamp
 * exactly there, so covering text would make both illegible.
 */
export function findFreeSpot(
  page: PageSize,
  size: Size,
  taken: { text: readonly Rect[]; boxes: readonly Rect[] },
): Rect | null {
  const occupied = [...taken.text, ...taken.boxes];
  const textEnd = Math.max(0, ...taken.text.map((rect) => rect.y + rect.height));
  for (const fromY of textEnd > 0 ? [textEnd + SPACING.gap, 0] : [0]) {
    for (const candidate of grid(page, size, fromY, occupied)) {
      if (fits(candidate, occupied)) return candidate;
    }
  }
  return null;
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The fallback when `findFreeSpot` finds nothing: the position inside the margins that covers
 * the least text, among those clear of other boxes when there are any (else the least covered
 * of all, boxes counting double). Never null: a box always goes somewhere.
 */
export function leastCoveredSpot(
  page: PageSize,
  size: Size,
  taken: { text: readonly Rect[]; boxes: readonly Rect[] },
): Rect {
  let best: { spot: Rect; cost: number } | null = null;
  for (const spot of grid(page, size, 0)) {
    const clear = fits(spot, taken.boxes);
    const covered =
      taken.text.reduce((sum, rect) => sum + overlapArea(spot, rect), 0) +
      taken.boxes.reduce((sum, rect) => sum + 2 * overlapArea(spot, rect), 0);
    // Any position clear of boxes beats every position on one.
    const cost = covered + (clear ? 0 : page.widthPt * page.heightPt * 4);
    if (!best || cost < best.cost) best = { spot, cost };
  }
  return best?.spot ?? { x: 0, y: 0, ...size };
}

/**
 * A box dropped onto other boxes snaps to the nearest side of one of them where it overlaps
 * none (else to the nearest clear grid position). Text may stay covered: a user may mean to
 * sign over a printed signature line. Returns the box unchanged when it is already clear, or
 * when no clear position exists on the page.
 *
 * `toward` is the direction of a keyboard move: the box then jumps past the box it ran into
 * (a position further that way) rather than back to where it came from, so arrow keys can
 * carry it across; where nothing clear lies that way, the nearest clear position is taken.
 */
export function separate<T extends Rect>(
  box: T,
  others: readonly Rect[],
  page: PageSize,
  toward?: { dx: number; dy: number },
): T {
  if (fits(box, others)) return box;
  const { width, height } = box;
  const { gap } = SPACING;
  const sides = others.flatMap((other) => [
    { x: other.x - width - gap, y: box.y },
    { x: other.x + other.width + gap, y: box.y },
    { x: box.x, y: other.y - height - gap },
    { x: box.x, y: other.y + other.height + gap },
  ]);
  const onPage = (spot: { x: number; y: number }) =>
    spot.x >= 0 &&
    spot.y >= 0 &&
    spot.x + width <= page.widthPt &&
    spot.y + height <= page.heightPt;
  const distance = (spot: { x: number; y: number }) => Math.hypot(spot.x - box.x, spot.y - box.y);
  const clear = (spots: Iterable<{ x: number; y: number }>) =>
    [...spots]
      .filter((spot) => onPage(spot) && fits({ ...spot, width, height }, others))
      .sort((a, b) => distance(a) - distance(b))[0];
  const ahead = (spot: { x: number; y: number }) =>
    !toward ||
    (Math.sign(spot.x - box.x) === Math.sign(toward.dx) &&
      Math.sign(spot.y - box.y) === Math.sign(toward.dy));
  const best =
    (toward && clear(sides.filter(ahead))) ??
    clear(sides) ??
    clear(grid(page, { width, height }, 0, others));
  return best ? { ...box, x: best.x, y: best.y } : box;
}
