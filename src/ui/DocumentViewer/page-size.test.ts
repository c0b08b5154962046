import { describe, expect, it } from 'vitest';
import { canvasSize, cssSize, scaleToWidth } from './page-size';

const a4 = { widthPt: 595, heightPt: 842 };

describe('cssSize', () => {
  it('scales points to whole CSS pixels', () => {
    expect(cssSize(a4, 1)).toEqual({ width: 595, height: 842 });
    expect(cssSize(a4, 2)).toEqual({ width: 1190, height: 1684 });
  });
});

describe('canvasSize', () => {
  it('multiplies by the device pixel ratio so text stays sharp', () => {
    expect(canvasSize(a4, 1, 2)).toEqual({ width: 1190, height: 1684, outputScale: 2 });
    expect(canvasSize(a4, 1.5, 1)).toEqual({ width: 893, height: 1263, outputScale: 1 });
  });

  it('shrinks the backing store uniformly past the pixel cap', () => {
    const size = canvasSize(a4, 4, 3, 1_000_000);
    expect(size.width * size.height).toBeLessThanOrEqual(1_000_000);
    expect(size.width / size.height).toBeCloseTo(595 / 842, 2);
    expect(size.outputScale).toBeLessThan(3);
  });
});

describe('scaleToWidth', () => {
  it('fits a page to a thumbnail width', () => {
    expect(scaleToWidth(a4, 119)).toBeCloseTo(0.2);
  });
});
