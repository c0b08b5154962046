import { describe, expect, it } from 'vitest';
import { firstPageScale } from './first-page';

describe('firstPageScale', () => {
  it.each([
    // window width (CSS px), device pixel ratio, scale
    [390, 1, 100], // 390 px: scale 50 is 298 px wide, 100 is 595
    [280, 1, 50],
    [390, 3, 150], // 1170 px wanted: capped at 150 (893 px)
    [390, 2, 150],
    [1440, 1, 150], // the viewer is at most 800 px wide
    [1440, 2, 150],
    [595, 1, 100],
    [596, 1, 150],
  ])('%i px at DPR %i → %i', (width, ratio, scale) => {
    expect(firstPageScale(width, ratio)).toBe(scale);
  });
});
