/**
 * The scales (percent of 72 dpi) the app asks the page endpoint for page 1's picture in, as the
 * server's guest-link HTML does (server/src/domain/requests/first-page.ts): up to 150, because
 * pdf.js replaces the picture at full sharpness a moment later and a sharper one would cost a
 * slow line more than it shows.
 */
export const FIRST_PAGE_SCALES = [50, 100, 150] as const;
