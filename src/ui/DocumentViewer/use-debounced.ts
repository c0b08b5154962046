import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (announcements while scrolling). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A size once it has stayed the same for `delay` ms, except the first one measured: the first
 * measurement is not a resize, so it counts at once.
 */
export function useSettledSize(size: number, delay: number): number {
  const [settled, setSettled] = useState(size);
  // Derived during render (React's pattern for it), so the first paint already uses the size.
  if (settled === 0 && size !== 0) setSettled(size);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(size), delay);
    return () => clearTimeout(timer);
  }, [size, delay]);
  return settled === 0 ? size : settled;
}
