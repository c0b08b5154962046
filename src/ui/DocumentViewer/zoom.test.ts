import { describe, expect, it } from 'vitest';
import {
  effectivePercent,
  fitWidthPercent,
  maxZoom,
  minZoom,
  scaleFor,
  zoomIn,
  zoomOut,
} from './zoom';

describe('zoom steps', () => {
  it('moves to the neighbouring step', () => {
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
  });

  it('snaps an odd fit-width percentage to the next step in the chosen direction', () => {
    expect(zoomIn(137)).toBe(150);
    expect(zoomOut(137)).toBe(125);
  });

  it('stops at the ends', () => {
    expect(zoomIn(maxZoom)).toBe(maxZoom);
    expect(zoomOut(minZoom)).toBe(minZoom);
  });
});

describe('fitWidthPercent', () => {
  it('makes an A4 page (595 pt) fill the available width', () => {
    const percent = fitWidthPercent(595, 793);
    expect(595 * scaleFor(percent)).toBeCloseTo(793);
  });

  it('is clamped to the zoom range and tolerates no layout yet', () => {
    expect(fitWidthPercent(595, 20)).toBe(minZoom);
    expect(fitWidthPercent(10, 5000)).toBe(maxZoom);
    expect(fitWidthPercent(595, 0)).toBe(100);
  });
});

describe('effectivePercent', () => {
  it('uses the fixed percentage or computes fit-width', () => {
    expect(effectivePercent({ kind: 'percent', percent: 200 }, 595, 800)).toBe(200);
    expect(effectivePercent({ kind: 'fit-width' }, 600, 800)).toBe(fitWidthPercent(600, 800));
  });
});

describe('scaleFor', () => {
  it('maps 100 % to 96/72 CSS pixels per point', () => {
    expect(scaleFor(100)).toBeCloseTo(4 / 3);
    expect(scaleFor(75)).toBeCloseTo(1);
  });
});
