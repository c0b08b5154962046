import { useCallback, useRef, useState } from 'react';

/**
 * The content width of an element, kept up to date with a ResizeObserver, so an SVG can be
 * drawn at the size it is shown (text keeps its size; a viewBox would shrink it). Returns a
 * callback ref, so an element that unmounts and comes back is measured again. `fallback` is
 * the width before the first measurement.
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: E | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      setWidth(element.clientWidth || fallback);
      observer.current = new ResizeObserver(([entry]) => {
        if (entry) setWidth(Math.floor(entry.contentRect.width) || fallback);
      });
      observer.current.observe(element);
    },
    [fallback],
  );
  return [ref, width] as const;
}
