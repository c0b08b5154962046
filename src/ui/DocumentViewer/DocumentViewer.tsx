import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { FirstPagePicture } from './FirstPagePicture';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import { PdfViewport, type PageNavigator } from './PdfViewport';
import { textLines, type Matrix, type TextItemLike, type TextRect } from './text-rects';
import type { DocumentInfo, FirstPageImage } from './types';
import { usePdfDocument } from './use-pdf-document';

export type {
  DocumentInfo,
  DocumentSource,
  FirstPageImage,
  PageOverlayInfo,
  PageSize,
} from './types';
export type { TextRect } from './text-rects';

/** What a caller may ask of an open viewer (through its `ref`). */
export interface DocumentViewerHandle {
  /** Scrolls page `index` (zero-based) into view. */
  goToPage: (index: number) => void;
  /**
   * The text lines of page `index` as rectangles in PDF points from the top-left of the page
   * as shown (the overlay's coordinates), e.g. to keep something clear of the text. Empty
   * while the document is not open.
   */
  pageText: (index: number) => Promise<TextRect[]>;
}

export interface DocumentViewerProps {
  /**
   * The PDF: a URL fetched with `httpHeaders` (the app passes the document download URL with
   * its Authorization header — Bearer for accounts, Basic for guests) or bytes in memory
   * (copied; the caller's array stays usable).
   */
  source: { url: string; httpHeaders?: Record<string, string> } | { data: Uint8Array };
  /** Accessible name of the viewer (usually the document's title). */
  title: string;
  /** Zero-based page scrolled to when the document opens. */
  initialPage?: number;
  /**
   * The server's image of page 1, shown in the page's box while pdf.js loads and paints it
   * (only when the document opens on page 1).
   */
  firstPage?: FirstPageImage;
  /** Fires once every page's size is known (after the first page is on screen). */
  onDocumentLoad?: (info: DocumentInfo) => void;
  /**
   * Content drawn over each rendered page, e.g. signature boxes. It is placed in an absolutely
   * positioned box exactly covering the page: `widthPt * scale` × `heightPt * scale` CSS
   * pixels, origin at the page's top-left. A point (x, y) in PDF points measured from the top-
   * left sits at (x * scale, y * scale) px; a pointer offset (px, py) in the box is
   * (px / scale, py / scale) points (PDF user space has its origin bottom-left: y_pdf =
   * heightPt - y). The box itself lets pointer events through to the page's text; the elements
   * the overlay returns (its top level) receive them, so a full-size element catches clicks
   * anywhere on the page. Only pages in the rendered window get an overlay, and it re-renders
   * with the new `scale` on every zoom.
   */
  renderPageOverlay?: (page: {
    index: number;
    widthPt: number;
    heightPt: number;
    scale: number;
  }) => ReactNode;
  ref?: Ref<DocumentViewerHandle>;
}

/**
 * A PDF viewer: pdf.js (loaded on first use, parsing in a Web Worker) renders only the pages
 * in view plus a small overscan, sharp at any zoom and device pixel ratio, with a text layer
 * for selection and screen readers, thumbnails, zoom (buttons, Ctrl/⌘ + − 0) and page
 * navigation (buttons, page field, Home/End/PageUp/PageDown on the focused page column).
 */
export function DocumentViewer({
  source,
  title,
  initialPage = 0,
  firstPage,
  onDocumentLoad,
  renderPageOverlay,
  ref,
}: DocumentViewerProps) {
  const intl = useIntl();
  const { state, retry, firstPagePainted } = usePdfDocument(source, onDocumentLoad);
  const navigator = useRef<PageNavigator>(null);
  const doc = state.status === 'ready' ? state.doc : null;
  const picture = initialPage === 0 ? firstPage : undefined;
  useImperativeHandle(
    ref,
    () => ({
      goToPage: (index) => navigator.current?.goToPage(index),
      pageText: async (index) => {
        if (!doc || index < 0 || index >= doc.numPages) return [];
        const page = await doc.getPage(index + 1);
        const content = await page.getTextContent();
        // Marked-content markers carry no text: only items with a string are runs.
        const items = content.items.flatMap((item): TextItemLike[] =>
          'str' in item ? [item] : [],
        );
        return textLines(items, page.getViewport({ scale: 1 }).transform as Matrix);
      },
    }),
    [doc],
  );

  return (
    <section aria-label={title} aria-busy={state.status === 'loading'} className={styles.root}>
      {state.status === 'ready' && (
        <PdfViewport
          key={state.loadId}
          doc={state.doc}
          pageSizes={state.pageSizes}
          initialPage={initialPage}
          renderPageOverlay={renderPageOverlay}
          navigator={navigator}
          firstPage={picture && { image: picture, title }}
          onFirstPaint={firstPagePainted}
        />
      )}
      {state.status === 'loading' && (
        <div className={picture ? `${styles.message} ${styles.messageFromTop}` : styles.message}>
          <VisuallyHidden>{intl.formatMessage(viewerMessages.loading)}</VisuallyHidden>
          <div className={styles.skeletonPage}>
            {picture ? (
              <FirstPagePicture image={picture} title={title} />
            ) : (
              <Skeleton shape="rect" height="100%" />
            )}
          </div>
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.message}>
          <Alert tone="danger">{intl.formatMessage(viewerMessages[state.kind])}</Alert>
          {state.kind === 'network' && (
            <Button variant="secondary" onPress={retry}>
              {intl.formatMessage(viewerMessages.retry)}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
