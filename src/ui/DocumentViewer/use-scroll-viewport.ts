import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ScrollViewport {
  scrollTop: number;
  width: number;
  height: number;
}

/** Scroll position and inner size of a scroll container, read at most once per frame. */
export function useScrollViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [viewport, setViewport] = useState<ScrollViewport>({ scrollTop: 0, width: 0, height: 0 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = {
        scrollTop: element.scrollTop,
        width: element.clientWidth,
        height: element.clientHeight,
      };
      setViewport((previous) =>
        previous.scrollTop === next.scrollTop &&
        previous.width === next.width &&
        previous.height === next.height
          ? previous
          : next,
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      observer.disconnect();
    };
  }, []);

  // Writes go through here: what a hook returns is read-only to the React compiler's lint.
  const scrollTo = useCallback((top: number) => {
    if (ref.current) ref.current.scrollTop = top;
  }, []);

  const element = useCallback(() => ref.current, []);

  return { ref, viewport, scrollTo, element };
}
