import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../../api/client';
import { asDataUrl } from '../../../api/data-url';
import { FIRST_PAGE_SCALES } from '../../../api/first-page-scales';

/** An A4 page's width in points: the scale is picked before the page's own size is known. */
const A4_WIDTH_PT = 595.3;
/** The viewer is never wider than this on the request's page (CSS pixels). */
const MAX_VIEWER_WIDTH = 800;

/** The smallest scale whose picture is as wide, in device pixels, as the viewer can show it. */
export function firstPageScale(windowWidth: number, devicePixelRatio: number): number {
  const needed = Math.min(windowWidth, MAX_VIEWER_WIDTH) * devicePixelRatio;
  return (
    FIRST_PAGE_SCALES.find((scale) => (A4_WIDTH_PT * scale) / 100 >= needed) ??
    Math.max(...FIRST_PAGE_SCALES)
  );
}

/**
 * Page 1 of a document version as the server has rendered it (lossless WebP, a few KB for a page
 * of text): the viewer shows it while pdf.js loads. It needs the session's token, which an
 * `<img>` cannot send, so it is fetched through the API client and held as a data URL.
 */
export const firstPageQuery = (versionId: string) => {
  const scale = firstPageScale(window.innerWidth, window.devicePixelRatio || 1);
  return queryOptions({
    queryKey: ['documents', versionId, 'first-page', scale],
    queryFn: () =>
      asDataUrl(
        fetchClient.GET('/v3/documents/{id}/pages/{n}', {
          params: { path: { id: versionId, n: 0 }, query: { scale, format: 'webp' } },
          parseAs: 'blob',
        }),
      ),
    // A version's pages never change.
    staleTime: Infinity,
    // Only a placeholder: the viewer loads the document whether or not the picture comes.
    retry: false,
  });
};
