import { useEffect, useState } from 'react';

export type LoadOptions<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

/**
 * Loads combo-box options for the typed text. Each keystroke aborts the previous request, so
 * a slow early answer can never overwrite a later one; errors leave the last good list.
 * `loading` is derived (the answered query differs from the typed one), not stored.
 */
export function useAsyncOptions<T>(
  load: LoadOptions<T>,
  { debounceMs = 0, initialQuery = '' } = {},
) {
  const [inputValue, setInputValue] = useState(initialQuery);
  const [answer, setAnswer] = useState<{ query: string | null; items: T[] }>({
    query: null,
    items: [],
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(inputValue, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setAnswer({ query: inputValue, items });
        },
        () => {
          if (!controller.signal.aborted) setAnswer((last) => ({ ...last, query: inputValue }));
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, inputValue, debounceMs]);

  return {
    items: answer.items,
    loading: answer.query !== inputValue,
    inputValue,
    onInputChange: setInputValue,
  };
}
