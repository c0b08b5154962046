import { useEffect, useMemo, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import * as styles from './DocumentViewer.css';
import { thumbnailCaption, thumbnailGap, thumbnailOverscan, thumbnailWidth } from './layout';
import { cssSize, scaleToWidth } from './page-size';
import { markPageRendered } from './perf-marks';
import type { PageSize } from './types';
import { useRenderedPage } from './use-rendered-page';
import { useScrollViewport } from './use-scroll-viewport';
import { layoutPages, visibleRange } from './virtual-window';

function ThumbnailCanvas({
  doc,
  index,
  size,
}: {
  doc: PDFDocumentProxy;
  index: number;
  size: PageSize;
}) {
  const canvasHost = useRef<HTMLDivElement>(null);
  useRenderedPage({
    doc,
    index,
    size,
    scale: scaleToWidth(size, thumbnailWidth),
    canvasHost,
    canvasClassName: styles.canvas,
    onPainted: (painted) => markPageRendered(painted, true),
  });
  return <div ref={canvasHost} className={styles.layerHost} />;
}

export interface ThumbnailsProps {
  doc: PDFDocumentProxy;
  pageSizes: PageSize[];
  current: number;
  /** False until the first page is painted, so thumbnails never delay it. */
  paint: boolean;
  onSelect: (index: number) => void;
}

/**
 * A virtualised strip of low-resolution pages for pointer users. It is hidden from assistive
 * tech and the tab order: the page field and keys do the same job for keyboards.
 */
export function Thumbnails({ doc, pageSizes, current, paint, onSelect }: ThumbnailsProps) {
  const { ref: scroller, viewport, scrollTo, element } = useScrollViewport<HTMLDivElement>();
  const layout = useMemo(
    () =>
      layoutPages(
        pageSizes.map(
          (size) => cssSize(size, scaleToWidth(size, thumbnailWidth)).height + thumbnailCaption,
        ),
        thumbnailGap,
      ),
    [pageSizes],
  );
  const range = visibleRange(layout, viewport.scrollTop, viewport.height, thumbnailOverscan);

  // Keep the current page's thumbnail in view as the reader moves through the document.
  useEffect(() => {
    const strip = element();
    const top = layout.offsets[current];
    if (!strip || top === undefined) return;
    const bottom = top + layout.heights[current]!;
    if (top < strip.scrollTop) scrollTo(top);
    else if (bottom > strip.scrollTop + strip.clientHeight) scrollTo(bottom - strip.clientHeight);
  }, [current, layout, element, scrollTo]);

  const indexes = Array.from(
    { length: Math.max(0, range.last - range.first + 1) },
    (_, offset) => range.first + offset,
  );
  const items = indexes.map((index) => {
    const size = pageSizes[index]!;
    const box = cssSize(size, scaleToWidth(size, thumbnailWidth));
    return (
      <button
        key={index}
        type="button"
        tabIndex={-1}
        className={styles.thumbnail}
        style={{ top: layout.offsets[index] }}
        aria-current={index === current ? 'page' : undefined}
        onClick={() => onSelect(index)}
      >
        <span className={styles.thumbnailPage} style={{ width: box.width, height: box.height }}>
          {paint && <ThumbnailCanvas doc={doc} index={index} size={size} />}
        </span>
        {index + 1}
      </button>
    );
  });

  return (
    <div ref={scroller} className={styles.thumbnails} aria-hidden="true">
      <div className={styles.thumbnailSpacer} style={{ height: layout.totalHeight }}>
        {items}
      </div>
    </div>
  );
}
