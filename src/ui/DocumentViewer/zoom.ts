/**
 * Zoom is a percentage where 100 % shows a PDF point as 96/72 CSS pixels — the size the page
 * would have when printed, as in other PDF readers.
 */
export const cssPixelsPerPoint = 96 / 72;

export const zoomSteps = [25, 50, 75, 100, 125, 150, 200, 300, 400] as const;
export const minZoom = zoomSteps[0];
export const maxZoom = zoomSteps[zoomSteps.length - 1]!;

export type ZoomMode = { kind: 'fit-width' } | { kind: 'percent'; percent: number };

export const fitWidth: ZoomMode = { kind: 'fit-width' };

/** The next larger step (from any percentage, including fit-width's odd ones). */
export function zoomIn(percent: number): number {
  return zoomSteps.find((step) => step > percent + 0.5) ?? maxZoom;
}

export function zoomOut(percent: number): number {
  return [...zoomSteps].reverse().find((step) => step < percent - 0.5) ?? minZoom;
}

/** The percentage at which the widest page fills `availableWidth` CSS pixels, clamped to the steps' range. */
export function fitWidthPercent(widestPagePt: number, availableWidth: number): number {
  if (widestPagePt <= 0 || availableWidth <= 0) return 100;
  const percent = (availableWidth / (widestPagePt * cssPixelsPerPoint)) * 100;
  return Math.min(maxZoom, Math.max(minZoom, percent));
}

export function effectivePercent(mode: ZoomMode, widestPagePt: number, availableWidth: number) {
  return mode.kind === 'percent' ? mode.percent : fitWidthPercent(widestPagePt, availableWidth);
}

/** CSS pixels per PDF point for a zoom percentage: the `scale` handed to pdf.js and to overlays. */
export function scaleFor(percent: number): number {
  return (percent / 100) * cssPixelsPerPoint;
}
