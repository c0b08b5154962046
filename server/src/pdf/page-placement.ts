/**
 * Where a stamp lands on a page, pure arithmetic. Boxes come from the viewer: top-left origin,
 * y downwards, on the page as shown, i.e. its visible area turned clockwise by /Rotate. A
 * widget's /Rect is in unturned user space, so the box is mapped back, and the appearance gets
 * a /Matrix that turns it counter-clockwise by the same angle to look upright when shown.
 */

export type QuarterTurn = 0 | 90 | 180 | 270;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's visible area in user space (lower-left corner + size) and its /Rotate. */
export interface PageFrame {
  left: number;
  bottom: number;
  width: number;
  height: number;
  rotate: QuarterTurn;
}

export type Matrix = [number, number, number, number, number, number];

export interface Placement {
  /** The widget's /Rect, lower-left corner and size in user space. */
  rect: Rect;
  /** The stamp as drawn, upright (its /BBox is 0 0 width height). */
  size: { width: number; height: number };
  /** The appearance's /Matrix: turns the drawn stamp onto the rect. */
  matrix: Matrix;
}

/** /Rotate as 0, 90, 180 or 270; anything that is not a multiple of 90 counts as 0, like pdf.js. */
export function quarterTurn(angle: number): QuarterTurn {
  const turn = ((angle % 360) + 360) % 360;
  return turn === 90 || turn === 180 || turn === 270 ? turn : 0;
}

interface PageBoxes {
  getMediaBox(): Rect;
  getCropBox(): Rect;
  getRotation(): { angle: number };
}

/** Viewers show the CropBox clipped to the MediaBox (pdf-lib's CropBox falls back to it). */
export function visibleFrame(page: PageBoxes): PageFrame {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const left = Math.max(media.x, crop.x);
  const bottom = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  const rotate = quarterTurn(page.getRotation().angle);
  if (right <= left || top <= bottom) {
    return { left: media.x, bottom: media.y, width: media.width, height: media.height, rotate };
  }
  return { left, bottom, width: right - left, height: top - bottom, rotate };
}

/** A box on the page as shown → the same area in user space (lower-left corner and size). */
export function userSpaceRect(frame: PageFrame, box: Rect): Rect {
  const { left, bottom, width: W, height: H } = frame;
  const { x, y, width: w, height: h } = box;
  switch (frame.rotate) {
    case 90:
      return { x: left + y, y: bottom + x, width: h, height: w };
    case 180:
      return { x: left + W - x - w, y: bottom + y, width: w, height: h };
    case 270:
      return { x: left + W - y - h, y: bottom + H - x - w, width: h, height: w };
    default:
      return { x: left + x, y: bottom + H - y - h, width: w, height: h };
  }
}

/**
 * The appearance for a widget rect whose content must turn `counterClockwise` degrees in user
 * space: the upright size to draw at, and the matrix that turns it and brings its transformed
 * bounding box back to the origin.
 */
export function turnedAppearance(
  rect: { width: number; height: number },
  counterClockwise: QuarterTurn,
): Omit<Placement, 'rect'> {
  const sideways = counterClockwise === 90 || counterClockwise === 270;
  const width = sideways ? rect.height : rect.width;
  const height = sideways ? rect.width : rect.height;
  const matrices: Record<QuarterTurn, Matrix> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, height, 0],
    180: [-1, 0, 0, -1, width, height],
    270: [0, -1, 1, 0, 0, width],
  };
  return { size: { width, height }, matrix: matrices[counterClockwise] };
}

/**
 * A box as shown, with the stamp turned `rotation` degrees clockwise on top of that (0: upright
 * as the page is shown) → the widget rect and appearance geometry.
 */
export function placeStamp(frame: PageFrame, box: Rect, rotation = 0): Placement {
  const rect = userSpaceRect(frame, box);
  // The page is shown turned clockwise by /Rotate: turning the stamp back by as much makes it
  // upright; the extra clockwise rotation is taken off that.
  return { rect, ...turnedAppearance(rect, quarterTurn(frame.rotate - rotation)) };
}
