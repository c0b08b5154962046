import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useIntl } from 'react-intl';
import { viewerMessages } from '../messages';
import * as styles from './DocumentViewer.css';
import { cssSize } from './page-size';
import type { PageOverlayInfo, PageSize } from './types';
import { useRenderedPage } from './use-rendered-page';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  index: number;
  size: PageSize;
  /** The layout's scale. */
  scale: number;
  /** The scale the canvas is painted at; lags behind `scale` while the window is resized. */
  renderScale: number;
  top: number;
  left: number;
  renderOverlay?: (page: PageOverlayInfo) => ReactNode;
  onPainted: (index: number) => void;
}

/** One page of the column: canvas, text layer and the caller's overlay, at its laid-out spot. */
export function PdfPage({
  doc,
  index,
  size,
  scale,
  renderScale,
  top,
  left,
  renderOverlay,
  onPainted,
}: PdfPageProps) {
  const intl = useIntl();
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);
  useRenderedPage({
    doc,
    index,
    size,
    scale: renderScale,
    canvasHost,
    canvasClassName: styles.canvas,
    textHost,
    textLayerClassName: styles.textLayer,
    onPainted,
  });
  const { width, height } = cssSize(size, scale);
  // pdf.js sizes the text layer's glyphs from this variable.
  const style = { top, left, width, height, '--total-scale-factor': scale } as CSSProperties;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(viewerMessages.page, { page: index + 1 })}
      className={styles.page}
      style={style}
      data-page-index={index}
    >
      <div ref={canvasHost} className={styles.layerHost} />
      <div ref={textHost} className={styles.layerHost} />
      {renderOverlay && (
        <div className={styles.overlay}>
          {renderOverlay({ index, widthPt: size.widthPt, heightPt: size.heightPt, scale })}
        </div>
      )}
    </div>
  );
}
