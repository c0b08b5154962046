import { describe, expect, it } from 'vitest';
import { fitWithin, RASTER_BOX } from './image-file';

describe('fitWithin', () => {
  const cases: [string, { width: number; height: number }, { width: number; height: number }][] = [
    ['a wide drawing fills the width', { width: 300, height: 100 }, { width: 1200, height: 400 }],
    ['a tall drawing fills the height', { width: 100, height: 300 }, { width: 200, height: 600 }],
    ['a huge one shrinks', { width: 4000, height: 1000 }, { width: 1200, height: 300 }],
    ['the box’s own shape fills it', { width: 2, height: 1 }, { width: 1200, height: 600 }],
    ['an SVG without a size takes the box', { width: 0, height: 0 }, { width: 1200, height: 600 }],
    ['a hairline keeps one pixel', { width: 100000, height: 1 }, { width: 1200, height: 1 }],
  ];
  it.each(cases)('%s', (_, size, expected) => {
    expect(fitWithin(size, RASTER_BOX)).toEqual(expected);
  });
});
