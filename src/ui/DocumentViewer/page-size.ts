import type { PageSize } from './types';

/** Page box in CSS pixels at a scale of CSS pixels per PDF point. */
export function cssSize(page: PageSize, scale: number): { width: number; height: number } {
  return { width: Math.round(page.widthPt * scale), height: Math.round(page.heightPt * scale) };
}

/** Browsers refuse or blank canvases beyond roughly this many pixels (pdf.js uses the same cap). */
export const maxCanvasPixels = 2 ** 25;

/**
 * Backing-store size of a page canvas: CSS size × devicePixelRatio so each device pixel gets its
 * own sample (sharp text at any zoom and DPR), reduced uniformly when it would exceed the cap.
 * `outputScale` is the factor pdf.js must draw with on top of the viewport's scale.
 */
export function canvasSize(
  page: PageSize,
  scale: number,
  devicePixelRatio: number,
  maxPixels = maxCanvasPixels,
): { width: number; height: number; outputScale: number } {
  const css = cssSize(page, scale);
  let outputScale = Math.max(devicePixelRatio, 0.5);
  const pixels = css.width * css.height * outputScale * outputScale;
  if (pixels > maxPixels) outputScale *= Math.sqrt(maxPixels / pixels);
  return {
    width: Math.max(1, Math.floor(css.width * outputScale)),
    height: Math.max(1, Math.floor(css.height * outputScale)),
    outputScale,
  };
}

/** Scale that makes a page `width` CSS pixels wide (thumbnails). */
export function scaleToWidth(page: PageSize, width: number): number {
  return page.widthPt > 0 ? width / page.widthPt : 1;
}
