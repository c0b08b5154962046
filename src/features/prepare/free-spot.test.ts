import { describe, expect, it } from 'vitest';
import { findFreeSpot, leastCoveredSpot, separate, SPACING, type Rect } from './free-spot';

const a4 = { widthPt: 595, heightPt: 842 };
const box = { width: 240, height: 112 };
const { margin, gap } = SPACING;
// A heading and two paragraphs ending at y = 400.
const text: Rect[] = [
  { x: 72, y: 72, width: 300, height: 24 },
  { x: 72, y: 120, width: 450, height: 200 },
  { x: 72, y: 340, width: 450, height: 60 },
];

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('findFreeSpot', () => {
  it.each([
    {
      case: 'an empty page: top-left inside the margin',
      text: [],
      boxes: [],
      expected: { x: margin, y: margin },
    },
    {
      case: 'below the last text',
      text,
      boxes: [],
      expected: { x: margin, y: 400 + gap },
    },
    {
      case: 'a second box beside the first, on the same row',
      text,
      boxes: [{ x: margin, y: 400 + gap, ...box }],
      expected: { x: margin + box.width + gap, y: 400 + gap },
    },
  ])('$case', ({ text, boxes, expected }) => {
    expect(findFreeSpot(a4, box, { text, boxes })).toEqual({ ...expected, ...box });
  });

  it('places three signers’ boxes without any overlap or covering text', () => {
    const boxes: Rect[] = [];
    for (let i = 0; i < 3; i++) {
      const spot = findFreeSpot(a4, box, { text, boxes });
      expect(spot).not.toBeNull();
      boxes.push(spot!);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of [...text, ...boxes.slice(i + 1)]) expect(intersects(a, b)).toBe(false);
    }
    // The third no longer fits beside the first two: it starts the next row.
    expect(boxes[2]).toMatchObject({ x: margin, y: 400 + gap + box.height + gap });
  });

  it('uses space above the text when the page is full below it', () => {
    const tall: Rect[] = [
      { x: 72, y: 300, width: 450, height: 400 },
      { x: 72, y: 740, width: 450, height: 60 },
    ];
    expect(findFreeSpot(a4, box, { text: tall, boxes: [] })).toEqual({
      x: margin,
      y: margin,
      ...box,
    });
  });

  it('answers null when nothing fits', () => {
    const full: Rect[] = [{ x: 0, y: 0, width: 595, height: 842 }];
    expect(findFreeSpot(a4, box, { text: full, boxes: [] })).toBeNull();
  });
});

describe('separate', () => {
  const other = { x: 100, y: 100, ...box };

  it('leaves a clear box where it is', () => {
    const clear = { id: 'b', x: 100, y: 400, ...box };
    expect(separate(clear, [other], a4)).toBe(clear);
  });

  it('moves a box dropped onto another to the nearest clear position', () => {
    const dropped = { id: 'b', x: 120, y: 150, ...box };
    const moved = separate(dropped, [other], a4);
    expect(moved.id).toBe('b');
    expect(intersects(moved, other)).toBe(false);
    // Nearest: straight below the other box, not somewhere across the page.
    expect(moved).toMatchObject({ x: 120, y: 100 + box.height + gap });
  });
});

describe('separate, after a keyboard move', () => {
  const small = { width: 100, height: 50 };
  const other = { x: 200, y: 400, ...small };

  it('jumps past the box it ran into, in the direction of the move', () => {
    // Moved right by 4 from x = 88, now within the gap of the other box.
    const moved = { id: 'b', x: 92, y: 400, ...small };
    expect(separate(moved, [other], a4)).toMatchObject({ x: 200 - small.width - gap });
    expect(separate(moved, [other], a4, { dx: 4, dy: 0 })).toMatchObject({
      x: 200 + small.width + gap,
      y: 400,
    });
    // Upwards past it, too.
    const below = { id: 'b', x: 200, y: 460, ...small };
    expect(separate(below, [other], a4, { dx: 0, dy: -4 })).toMatchObject({
      x: 200,
      y: 400 - small.height - gap,
    });
  });

  it('takes the nearest clear position when nothing is clear that way', () => {
    const atEdge = { x: 595 - margin - small.width, y: 400, ...small };
    const moved = { id: 'b', x: atEdge.x - small.width, y: 400, ...small };
    expect(separate(moved, [atEdge], a4, { dx: 4, dy: 0 })).toMatchObject({
      x: atEdge.x - small.width - gap,
      y: 400,
    });
  });
});

describe('leastCoveredSpot', () => {
  it('covers as little text as it can, clear of other boxes', () => {
    // Text down to y = 700: the space below is too low for a whole box.
    const text: Rect[] = [{ x: 0, y: 0, width: 595, height: 700 }];
    expect(findFreeSpot(a4, box, { text, boxes: [] })).toBeNull();
    const spot = leastCoveredSpot(a4, box, { text, boxes: [] });
    // As low as the margin allows (on the 6 pt grid): it covers the text's last 10 points.
    expect(spot).toEqual({ x: margin, y: 690, ...box });
  });

  it('keeps clear of boxes before sparing text', () => {
    const full: Rect[] = [{ x: 0, y: 0, width: 595, height: 842 }];
    const taken = [{ x: margin, y: margin, ...box }];
    const spot = leastCoveredSpot(a4, box, { text: full, boxes: taken });
    expect(intersects(spot, taken[0]!)).toBe(false);
  });
});
