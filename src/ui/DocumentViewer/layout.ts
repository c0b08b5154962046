import { tokens } from '../../../design-tokens';

// Virtualisation needs these in pixels, so they come from the raw tokens rather than CSS vars.
const px = (value: string) => Number.parseFloat(value);

/** Space between pages and around the column of pages. */
export const pageGap = px(tokens.space.lg);
export const columnPadding = px(tokens.space.xl);

/** Thumbnails are two large controls wide: big enough to recognise a page, small to render. */
export const thumbnailWidth = px(tokens.sizes.controlLg) * 2;
export const thumbnailGap = px(tokens.space.sm);
/** Caption under each thumbnail (one line of xs text plus its gap). */
export const thumbnailCaption = px(tokens.space.lg) + px(tokens.space.xs);

/** Pages rendered beyond the viewport on each side, so scrolling rarely shows a blank page. */
export const pageOverscan = 1;
export const thumbnailOverscan = 3;
