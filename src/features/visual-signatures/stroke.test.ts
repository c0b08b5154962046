import { describe, expect, it } from 'vitest';
import { inkBounds, strokeSegments, toCanvasPoint } from './stroke';

const canvas = { width: 600, height: 240 };

describe('strokeSegments', () => {
  it('draws nothing for an empty stroke', () => {
    expect(strokeSegments([])).toEqual([]);
  });

  it('draws a tap as a dot', () => {
    expect(strokeSegments([{ x: 5, y: 6 }])).toEqual([
      { kind: 'move', to: { x: 5, y: 6 } },
      { kind: 'line', to: { x: 5, y: 6 } },
    ]);
  });

  it('draws two samples as a straight line', () => {
    expect(
      strokeSegments([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toEqual([
      { kind: 'move', to: { x: 0, y: 0 } },
      { kind: 'line', to: { x: 10, y: 0 } },
    ]);
  });

  it('bends through inner samples, from midpoint to midpoint, ending on the last sample', () => {
    expect(
      strokeSegments([
        { x: 0, y: 0 },
        { x: 10, y: 10 },
        { x: 20, y: 0 },
        { x: 30, y: 10 },
      ]),
    ).toEqual([
      { kind: 'move', to: { x: 0, y: 0 } },
      { kind: 'curve', control: { x: 10, y: 10 }, to: { x: 15, y: 5 } },
      { kind: 'curve', control: { x: 20, y: 0 }, to: { x: 25, y: 5 } },
      { kind: 'line', to: { x: 30, y: 10 } },
    ]);
  });
});

describe('toCanvasPoint', () => {
  const rect = { left: 100, top: 50, width: 300, height: 120 };

  it('scales a pointer position on a canvas shown at half its size', () => {
    expect(toCanvasPoint({ clientX: 250, clientY: 110 }, rect, canvas)).toEqual({ x: 300, y: 120 });
  });

  it('keeps a stroke that leaves the canvas on its edge', () => {
    expect(toCanvasPoint({ clientX: 0, clientY: 500 }, rect, canvas)).toEqual({ x: 0, y: 240 });
  });

  it('does not divide by a canvas that has no size on screen yet', () => {
    expect(
      toCanvasPoint({ clientX: 110, clientY: 60 }, { ...rect, width: 0, height: 0 }, canvas),
    ).toEqual({ x: 10, y: 10 });
  });
});

describe('inkBounds', () => {
  it('is null without ink', () => {
    expect(inkBounds([], 8, canvas)).toBeNull();
    expect(inkBounds([[]], 8, canvas)).toBeNull();
  });

  it('covers every stroke with the margin', () => {
    expect(
      inkBounds(
        [
          [
            { x: 100, y: 100 },
            { x: 150, y: 120 },
          ],
          [{ x: 300, y: 80 }],
        ],
        8,
        canvas,
      ),
    ).toEqual({ x: 92, y: 72, width: 216, height: 56 });
  });

  it('stays inside the canvas near its edges', () => {
    expect(
      inkBounds(
        [
          [
            { x: 2, y: 3 },
            { x: 598, y: 239 },
          ],
        ],
        8,
        canvas,
      ),
    ).toEqual({ x: 0, y: 0, width: 600, height: 240 });
  });
});
