import { useEffect, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { isCancellation, renderPageCanvas, renderTextLayer } from './render-page';
import type { PageSize } from './types';

interface Options {
  doc: PDFDocumentProxy;
  index: number;
  size: PageSize;
  scale: number;
  canvasHost: RefObject<HTMLDivElement | null>;
  canvasClassName: string;
  /** Where the text layer goes; thumbnails have none. */
  textHost?: RefObject<HTMLDivElement | null>;
  textLayerClassName?: string;
  onPainted: (index: number) => void;
}

/**
 * Keeps a mounted page painted at the current scale: renders on mount and on every zoom,
 * swaps the new canvas in when it is done and cancels the work when the page unmounts
 * (scrolled out of the window) or the scale changes again.
 */
export function useRenderedPage({
  doc,
  index,
  size,
  scale,
  canvasHost,
  canvasClassName,
  textHost,
  textLayerClassName = '',
  onPainted,
}: Options) {
  const { widthPt, heightPt } = size;
  useEffect(() => {
    const job = renderPageCanvas(doc, index, { widthPt, heightPt }, scale, canvasClassName);
    const text = textHost ? renderTextLayer(doc, index, scale, textLayerClassName) : undefined;
    job.done.then(
      (canvas) => {
        canvasHost.current?.replaceChildren(canvas);
        onPainted(index);
      },
      (error: unknown) => {
        if (!isCancellation(error)) console.error(`Page ${index + 1} failed to render`, error);
      },
    );
    text?.done.then(
      (layer) => textHost?.current?.replaceChildren(layer),
      (error: unknown) => {
        if (!isCancellation(error)) console.error(`Text of page ${index + 1} failed`, error);
      },
    );
    return () => {
      job.cancel();
      text?.cancel();
    };
    // Refs and class names are stable; onPainted is read fresh through the caller's own ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, index, widthPt, heightPt, scale]);
}
