import { FIRST_PAGE_SCALES, type FirstPage } from '../domain/requests/first-page';

/**
 * The width the viewer gives a page at fit-width (the guest page's column less its padding, the
 * viewer's border and its column padding), so the browser picks the candidate for that width.
 */
export const FIRST_PAGE_SIZES = '(max-width: 584px) calc(100vw - 74px), 510px';

/** Marks the image for element timing: scripts/bench-first-page.mjs reads it. */
export const FIRST_PAGE_TIMING = 'paraph-first-page';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `?token=` of the guest link: base64url(secret:requestId), as the page endpoint reads it. */
export const guestToken = (secret: string, requestId: string) =>
  Buffer.from(`${secret}:${requestId}`).toString('base64url');

/**
 * Page 1 (0-based 0) of the document at `scale`, as lossless WebP: for a page of text about an
 * eighth of the PNG's bytes (13 KB instead of 105 at scale 150), which on Slow 4G shares the line
 * with the app's code (median first page 3168 → 2332 ms in `npm run bench:first-page`).
 */
export const firstPageUrl = (page: FirstPage, token: string, scale: number) =>
  `/v3/direct/documents/${encodeURIComponent(page.documentId)}/pages/0?scale=${scale}&format=webp&token=${token}`;

/** `url 298w, url 595w, …`: the page at each scale, described by its width in pixels. */
export function firstPageSrcset(page: FirstPage, token: string): string {
  return FIRST_PAGE_SCALES.map(
    (scale) => `${firstPageUrl(page, token, scale)} ${Math.round((page.widthPt * scale) / 100)}w`,
  ).join(', ');
}

// Where the preload goes: after the character set if the page declares one, else at the head's
// start; before the app's scripts and styles either way, so on HTTP/1.1 the image does not
// queue behind them for one of six connections.
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const HEAD = /<head(?:\s[^>]*)?>/i;

function atHeadStart(html: string, tag: string): string {
  const start = CHARSET.exec(html) ?? HEAD.exec(html);
  if (!start) return `${tag}${html}`;
  const end = start.index + start[0].length;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/**
 * What index.html gets for a guest link: a preload at the top of the head, so the image loads
 * first, alongside the app's code instead of after it, and the image in the splash, drawn as
 * soon as it arrives.
 * Its box has the page's proportions from the start (width and height attributes), so nothing
 * moves when it loads.
 */
export function withFirstPage(html: string, page: FirstPage, token: string): string {
  const srcset = escapeAttribute(firstPageSrcset(page, token));
  const src = escapeAttribute(firstPageUrl(page, token, 100));
  const sizes = escapeAttribute(FIRST_PAGE_SIZES);
  const width = Math.round(page.widthPt);
  const height = Math.round(page.heightPt);
  const preload = `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${sizes}">`;
  // The alt text cannot be translated before the app's catalogues load; the splash is a
  // placeholder for the viewer, which names the document itself.
  const image = `<img class="splash-page" src="${src}" alt="" fetchpriority="high" decoding="async" elementtiming="${FIRST_PAGE_TIMING}" width="${width}" height="${height}" srcset="${srcset}" sizes="${sizes}">`;
  return atHeadStart(html, preload).replace(
    '<span class="splash-bar" aria-hidden="true"></span>',
    `<span class="splash-bar" aria-hidden="true"></span>${image}`,
  );
}
