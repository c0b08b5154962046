import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import { columnPadding, pageGap, pageOverscan } from './layout';
import { cssSize } from './page-size';
import { FirstPagePicture } from './FirstPagePicture';
import { PdfPage } from './PdfPage';
import { markPageRendered, measureFirstPage } from './perf-marks';
import { Thumbnails } from './Thumbnails';
import type { FirstPageImage, PageOverlayInfo, PageSize } from './types';
import { useDebounced, useSettledSize } from './use-debounced';
import { useScrollViewport } from './use-scroll-viewport';
import { ViewerToolbar } from './ViewerToolbar';
import { currentPage, layoutPages, pageAt, visibleRange, type PageLayout } from './virtual-window';
import { effectivePercent, fitWidth, scaleFor, zoomIn, zoomOut, type ZoomMode } from './zoom';

/** Lets the viewer's handle move through the pages. */
export interface PageNavigator {
  goToPage: (index: number) => void;
}

export interface PdfViewportProps {
  doc: PDFDocumentProxy;
  pageSizes: PageSize[];
  initialPage: number;
  renderPageOverlay?: (page: PageOverlayInfo) => ReactNode;
  navigator?: Ref<PageNavigator>;
  /** Shown over page 1, in its box, until pdf.js has painted the first page. */
  firstPage?: { image: FirstPageImage; title: string };
  onFirstPaint: () => void;
}

/** How long the width must stay still before pages repaint at the new size. */
const RESIZE_SETTLE_MS = 150;
/** Where the scroll position stands relative to a page, so zooming keeps the reader's place. */
interface Anchor {
  page: number;
  /** Distance from the page's top in page heights (negative within the gap above it). */
  fraction: number;
}

function scrollTopFor(layout: PageLayout, anchor: Anchor) {
  const { page, fraction } = anchor;
  return layout.offsets[page]! + fraction * layout.heights[page]!;
}

function anchorAt(layout: PageLayout, scrollTop: number): Anchor {
  const page = pageAt(layout, scrollTop);
  return { page, fraction: (scrollTop - layout.offsets[page]!) / layout.heights[page]! };
}

/**
 * A zoom step from the latest mode, so presses that come faster than renders all count;
 * fit-width steps from the percentage it last showed.
 */
function stepFrom(step: (percent: number) => number, shown: { current: number }) {
  return (mode: ZoomMode): ZoomMode => ({
    kind: 'percent',
    percent: step(mode.kind === 'percent' ? mode.percent : shown.current),
  });
}

/** The open document: toolbar, thumbnails and the virtualised column of pages. */
export function PdfViewport({
  doc,
  pageSizes,
  initialPage,
  renderPageOverlay,
  navigator,
  firstPage,
  onFirstPaint,
}: PdfViewportProps) {
  const intl = useIntl();
  const [zoom, setZoom] = useState<ZoomMode>(fitWidth);
  const [painted, setPainted] = useState(false);
  const { ref: scroller, viewport, scrollTo, element } = useScrollViewport<HTMLDivElement>();
  const pageCount = pageSizes.length;

  const widest = useMemo(() => Math.max(...pageSizes.map((size) => size.widthPt)), [pageSizes]);
  const percent = effectivePercent(zoom, widest, viewport.width - 2 * columnPadding);
  const scale = scaleFor(percent);
  // Resizing the window changes the fit-width scale every frame: pages keep their canvas
  // (stretched by CSS) and repaint once the width has settled.
  const settledWidth = useSettledSize(viewport.width, RESIZE_SETTLE_MS);
  const renderScale = scaleFor(effectivePercent(zoom, widest, settledWidth - 2 * columnPadding));
  const layout = useMemo(
    () =>
      layoutPages(
        pageSizes.map((size) => cssSize(size, scale).height),
        pageGap,
        columnPadding,
      ),
    [pageSizes, scale],
  );
  const contentWidth = Math.max(viewport.width, Math.round(widest * scale) + 2 * columnPadding);

  const layoutRef = useRef(layout);
  const anchor = useRef<Anchor>({
    page: Math.min(Math.max(0, initialPage), pageCount - 1),
    fraction: initialPage > 0 ? -pageGap / layout.heights[0]! : 0,
  });

  // A new layout (zoom, real page sizes, resize) puts the reader back where they were.
  useLayoutEffect(() => {
    layoutRef.current = layout;
    const { page, fraction } = anchor.current;
    scrollTo(page === 0 && fraction <= 0 ? 0 : scrollTopFor(layout, anchor.current));
  }, [layout, scrollTo]);

  // Any scroll (the reader's or ours, once applied) moves the anchor, measured in the layout
  // that is on screen.
  const onScroll = () => {
    const column = element();
    if (column) anchor.current = anchorAt(layoutRef.current, column.scrollTop);
  };

  const current = currentPage(layout, viewport.scrollTop, viewport.height);
  const announced = useDebounced(current, 400);

  const goToPage = useCallback(
    (index: number) => {
      const page = Math.min(Math.max(0, index), pageCount - 1);
      const fraction = page === 0 ? 0 : -pageGap / layoutRef.current.heights[page]!;
      anchor.current = { page, fraction };
      scrollTo(page === 0 ? 0 : scrollTopFor(layoutRef.current, anchor.current));
    },
    [pageCount, scrollTo],
  );
  useImperativeHandle(navigator, () => ({ goToPage }), [goToPage]);

  const firstPaintDone = useRef(false);
  const onPainted = useCallback(
    (index: number) => {
      markPageRendered(index, false);
      if (firstPaintDone.current) return;
      firstPaintDone.current = true;
      measureFirstPage();
      setPainted(true);
      onFirstPaint();
    },
    [onFirstPaint],
  );

  // Ctrl/⌘ + − 0 anywhere in the viewer zoom the document instead of the browser page.
  const wrapper = useRef<HTMLDivElement>(null);
  const percentRef = useRef(percent);
  useLayoutEffect(() => {
    percentRef.current = percent;
  });
  useEffect(() => {
    const target = wrapper.current;
    if (!target) return;
    const onZoomKeys = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const action = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': null }[event.key];
      if (action === undefined) return;
      event.preventDefault();
      setZoom(action ? stepFrom(action, percentRef) : fitWidth);
    };
    target.addEventListener('keydown', onZoomKeys);
    return () => target.removeEventListener('keydown', onZoomKeys);
  }, []);

  const onPageKeys = (event: KeyboardEvent) => {
    // Only when the page column itself has focus, not a control inside an overlay.
    if (event.target !== event.currentTarget) return;
    const target = {
      Home: 0,
      End: pageCount - 1,
      PageUp: current - 1,
      PageDown: current + 1,
    }[event.key];
    if (target === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    goToPage(target);
  };

  const range =
    viewport.width > 0
      ? visibleRange(layout, viewport.scrollTop, viewport.height, pageOverscan)
      : { first: 0, last: -1 };
  const indexes = Array.from(
    { length: Math.max(0, range.last - range.first + 1) },
    (_, offset) => range.first + offset,
  );
  const firstSize = cssSize(pageSizes[0]!, scale);
  const picture = firstPage && !painted && viewport.width > 0 && (
    <FirstPagePicture
      image={firstPage.image}
      title={firstPage.title}
      className={styles.firstPageOverCanvas}
      style={{
        top: layout.offsets[0],
        left: Math.round((contentWidth - firstSize.width) / 2),
        width: firstSize.width,
        height: firstSize.height,
      }}
    />
  );
  const pages = indexes.map((index) => {
    const size = pageSizes[index]!;
    return (
      <PdfPage
        key={index}
        doc={doc}
        index={index}
        size={size}
        scale={scale}
        renderScale={renderScale}
        top={layout.offsets[index]!}
        left={Math.round((contentWidth - cssSize(size, scale).width) / 2)}
        renderOverlay={renderPageOverlay}
        onPainted={onPainted}
      />
    );
  });

  return (
    <div ref={wrapper} className={styles.ready}>
      <ViewerToolbar
        current={current}
        pageCount={pageCount}
        percent={percent}
        onPage={goToPage}
        onZoomIn={() => setZoom(stepFrom(zoomIn, percentRef))}
        onZoomOut={() => setZoom(stepFrom(zoomOut, percentRef))}
        onFitWidth={() => setZoom(fitWidth)}
      />
      <div className={styles.body}>
        <Thumbnails
          doc={doc}
          pageSizes={pageSizes}
          current={current}
          paint={painted}
          onSelect={goToPage}
        />
        {/* The page column scrolls, so it must take focus (axe scrollable-region-focusable);
            Home/End/PageUp/PageDown then move by pages. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={scroller}
          className={styles.scroller}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={intl.formatMessage(viewerMessages.pages)}
          onKeyDown={onPageKeys}
          onScroll={onScroll}
        >
          <div
            className={styles.spacer}
            style={{ width: contentWidth, height: layout.totalHeight }}
          >
            {pages}
            {picture}
          </div>
        </div>
      </div>
      <div role="status">
        <VisuallyHidden>
          {intl.formatMessage(viewerMessages.pageStatus, { page: announced + 1, count: pageCount })}
        </VisuallyHidden>
      </div>
    </div>
  );
}
