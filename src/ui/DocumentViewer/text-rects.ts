/** A rectangle on a page as shown, in PDF points from its top-left corner. */
export interface TextRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What this module reads of a pdf.js text item (`page.getTextContent()` items). */
export interface TextItemLike {
  str: string;
  /** The glyph run's matrix in PDF user space: e, f are the baseline's start. */
  transform: number[];
  /** Advance width and font height, in the run's own space. */
  width: number;
  height: number;
}

/** A 2D affine matrix [a, b, c, d, e, f], as PDF and pdf.js write them. */
export type Matrix = [number, number, number, number, number, number];

/** Below the baseline, descenders reach about this share of the font height. */
const DESCENT = 0.25;

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/**
 * The ink box of one text item, mapped to the page as shown by `view` (pdf.js'
 * `page.getViewport({ scale: 1 }).transform`: user space → top-left points, with the page's
 * rotation applied). Null for whitespace and zero-sized runs.
 */
export function itemRect(item: TextItemLike, view: Matrix): TextRect | null {
  if (!item.str.trim()) return null;
  const [a, b, c, d, e, f] = item.transform as Matrix;
  // The run's direction and its "up" vector in user space.
  const along = Math.hypot(a, b) || 1;
  const up = Math.hypot(c, d) || 1;
  const height = item.height || up;
  if (!(item.width > 0) || !(height > 0)) return null;
  const ux = [a / along, b / along];
  const vy = [c / up, d / up];
  const corners = [
    [0, -DESCENT * height],
    [item.width, -DESCENT * height],
    [0, height],
    [item.width, height],
  ].map(([s, t]) => apply(view, e + ux[0]! * s! + vy[0]! * t!, f + ux[1]! * s! + vy[1]! * t!));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const overlapY = (a: TextRect, b: TextRect) =>
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);

/**
 * Text runs merged into line rectangles: runs that share most of their height and lie within
 * two line heights of each other horizontally form one line (words and styled runs of a
 * sentence), columns further apart stay separate. Sorted top to bottom, then left to right.
 */
export function mergeLines(rects: readonly TextRect[]): TextRect[] {
  const lines: TextRect[] = [];
  const sorted = [...rects].sort((a, b) => a.x - b.x || a.y - b.y);
  for (const rect of sorted) {
    const line = lines.find((candidate) => {
      const shared = overlapY(candidate, rect);
      const smaller = Math.min(candidate.height, rect.height);
      const gap = rect.x - (candidate.x + candidate.width);
      return shared >= smaller / 2 && gap <= 2 * Math.max(candidate.height, rect.height);
    });
    if (!line) {
      lines.push({ ...rect });
      continue;
    }
    const right = Math.max(line.x + line.width, rect.x + rect.width);
    const bottom = Math.max(line.y + line.height, rect.y + rect.height);
    line.x = Math.min(line.x, rect.x);
    line.y = Math.min(line.y, rect.y);
    line.width = right - line.x;
    line.height = bottom - line.y;
  }
  return lines.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The text lines of a page as shown, from pdf.js text items. */
export function textLines(items: readonly TextItemLike[], view: Matrix): TextRect[] {
  return mergeLines(items.flatMap((item) => itemRect(item, view) ?? []));
}
