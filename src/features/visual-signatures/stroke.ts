/** A point on the drawing surface, in the canvas's own pixels. */
export interface Point {
  x: number;
  y: number;
}

/** One pen-down to pen-up movement. */
export type Stroke = readonly Point[];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The path drawing commands of a stroke, as a canvas (or an SVG path) takes them. */
export type Segment =
  | { kind: 'move'; to: Point }
  | { kind: 'line'; to: Point }
  | { kind: 'curve'; control: Point; to: Point };

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A smooth line through a stroke: quadratic curves from midpoint to midpoint with the sampled
 * points as controls, so the corners between pointer samples do not show. A single tap is a
 * dot (a line of no length, drawn with a round cap).
 */
export function strokeSegments(stroke: Stroke): Segment[] {
  const [first, ...rest] = stroke;
  const last = rest.at(-1);
  if (!first) return [];
  if (!last)
    return [
      { kind: 'move', to: first },
      { kind: 'line', to: first },
    ];
  const segments: Segment[] = [{ kind: 'move', to: first }];
  // Each inner point bends the line towards itself, ending halfway to the next point.
  rest.slice(0, -1).forEach((control, index) => {
    const next = rest[index + 1] ?? last;
    segments.push({ kind: 'curve', control, to: midpoint(control, next) });
  });
  segments.push({ kind: 'line', to: last });
  return segments;
}

/**
 * Where a pointer event lands on the canvas: the element may be drawn smaller or larger than
 * its pixel size (it is as wide as its column), so the offset is scaled to the canvas pixels.
 */
export function toCanvasPoint(
  client: { clientX: number; clientY: number },
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  canvas: { width: number; height: number },
): Point {
  const scaleX = rect.width ? canvas.width / rect.width : 1;
  const scaleY = rect.height ? canvas.height / rect.height : 1;
  return {
    x: clamp((client.clientX - rect.left) * scaleX, 0, canvas.width),
    y: clamp((client.clientY - rect.top) * scaleY, 0, canvas.height),
  };
}

/**
 * The part of the canvas the ink covers, with a margin for the line's width, inside the
 * canvas; null without ink. The exported image is cropped to it, so the stamp scales the
 * signature, not the empty space around it.
 */
export function inkBounds(
  strokes: readonly Stroke[],
  margin: number,
  canvas: { width: number; height: number },
): Box | null {
  const points = strokes.flat();
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = clamp(Math.floor(Math.min(...xs) - margin), 0, canvas.width);
  const top = clamp(Math.floor(Math.min(...ys) - margin), 0, canvas.height);
  const right = clamp(Math.ceil(Math.max(...xs) + margin), 0, canvas.width);
  const bottom = clamp(Math.ceil(Math.max(...ys) + margin), 0, canvas.height);
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
