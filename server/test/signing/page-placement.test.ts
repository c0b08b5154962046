import { describe, expect, it } from 'vitest';
import {
  placeStamp,
  quarterTurn,
  visibleFrame,
  type PageFrame,
  type Placement,
} from '../../src/pdf/page-placement.ts';

/** A4 portrait in user space, its lower-left corner at (10, 20), turned by `rotate`. */
const a4 = (rotate: PageFrame['rotate']): PageFrame => ({
  left: 10,
  bottom: 20,
  width: 595,
  height: 842,
  rotate,
});
const BOX = { x: 60, y: 100, width: 300, height: 140 };

const cases: [string, PageFrame, number, Placement][] = [
  // name, page, extra clockwise rotation of the stamp, expected widget rect (user space) + matrix
  [
    'upright page',
    a4(0),
    0,
    {
      rect: { x: 70, y: 20 + 842 - 240, width: 300, height: 140 },
      size: { width: 300, height: 140 },
      matrix: [1, 0, 0, 1, 0, 0],
    },
  ],
  [
    'page shown turned 90° clockwise: the stamp is turned back counter-clockwise',
    a4(90),
    0,
    {
      rect: { x: 10 + 100, y: 20 + 60, width: 140, height: 300 },
      size: { width: 300, height: 140 },
      matrix: [0, 1, -1, 0, 140, 0],
    },
  ],
  [
    'page shown upside down',
    a4(180),
    0,
    {
      rect: { x: 10 + 595 - 360, y: 20 + 100, width: 300, height: 140 },
      size: { width: 300, height: 140 },
      matrix: [-1, 0, 0, -1, 300, 140],
    },
  ],
  [
    'page shown turned 270° clockwise',
    a4(270),
    0,
    {
      rect: { x: 10 + 595 - 240, y: 20 + 842 - 360, width: 140, height: 300 },
      size: { width: 300, height: 140 },
      matrix: [0, -1, 1, 0, 0, 300],
    },
  ],
  [
    'upright page, stamp turned 90° clockwise: drawn 140 × 300, turned into the box',
    a4(0),
    90,
    {
      rect: { x: 70, y: 20 + 842 - 240, width: 300, height: 140 },
      size: { width: 140, height: 300 },
      matrix: [0, -1, 1, 0, 0, 140],
    },
  ],
  [
    'page turned 90°, stamp turned 90° more: upside down in user space',
    a4(90),
    90,
    {
      rect: { x: 10 + 100, y: 20 + 60, width: 140, height: 300 },
      size: { width: 140, height: 300 },
      matrix: [1, 0, 0, 1, 0, 0],
    },
  ],
  [
    'upright page, stamp upside down',
    a4(0),
    180,
    {
      rect: { x: 70, y: 20 + 842 - 240, width: 300, height: 140 },
      size: { width: 300, height: 140 },
      matrix: [-1, 0, 0, -1, 300, 140],
    },
  ],
];

describe('placeStamp: a box as the viewer shows it → widget rect and appearance matrix', () => {
  it.each(cases)('%s', (_name, frame, rotation, expected) => {
    expect(placeStamp(frame, BOX, rotation)).toEqual(expected);
  });

  it.each([0, 90, 180, 270] as const)(
    'the matrix turns the drawn stamp onto exactly the widget rect (rotate %i)',
    (rotate) => {
      for (const rotation of [0, 90, 180, 270]) {
        const { rect, size, matrix } = placeStamp(a4(rotate), BOX, rotation);
        const [a, b, c, d, e, f] = matrix;
        const corners = [
          [0, 0],
          [size.width, 0],
          [0, size.height],
          [size.width, size.height],
        ].map(([x = 0, y = 0]) => ({ x: a * x + c * y + e, y: b * x + d * y + f }));
        const xs = corners.map((corner) => corner.x);
        const ys = corners.map((corner) => corner.y);
        // Transformed BBox from the origin, of the rect's size (PDF 32000 12.5.5 fits it to /Rect).
        expect([Math.min(...xs), Math.min(...ys)]).toEqual([0, 0]);
        expect([Math.max(...xs), Math.max(...ys)]).toEqual([rect.width, rect.height]);
      }
    },
  );
});

describe('visibleFrame', () => {
  const page = (
    media: [number, number, number, number],
    crop: [number, number, number, number],
    angle: number,
  ) => ({
    getMediaBox: () => ({ x: media[0], y: media[1], width: media[2], height: media[3] }),
    getCropBox: () => ({ x: crop[0], y: crop[1], width: crop[2], height: crop[3] }),
    getRotation: () => ({ angle }),
  });

  it('is the CropBox clipped to the MediaBox, with its origin', () => {
    expect(visibleFrame(page([0, 0, 600, 800], [50, 40, 600, 700], 0))).toEqual({
      left: 50,
      bottom: 40,
      width: 550,
      height: 700,
      rotate: 0,
    });
  });

  it('falls back to the MediaBox when the CropBox lies outside it', () => {
    expect(visibleFrame(page([-20, -30, 600, 800], [900, 900, 10, 10], -90))).toEqual({
      left: -20,
      bottom: -30,
      width: 600,
      height: 800,
      rotate: 270,
    });
  });
});

describe('quarterTurn', () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [450, 90],
    [540, 180],
    [45, 0],
  ])('%i° → %i°', (angle, turn) => {
    expect(quarterTurn(angle)).toBe(turn);
  });
});
