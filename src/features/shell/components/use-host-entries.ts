import { useEffect, useRef, useState } from 'react';
import { mergeHostEntries, type HostEntries, type HostSource } from '../../../ui';

/**
 * The dialogs and overlays of every source, loaded once, the first time something asks for
 * an entry that isn't known yet (`wanted`). Until then only the entries given up front exist.
 */
export function useHostEntries(
  initial: HostEntries,
  sources: HostSource[],
  wanted: boolean,
): Required<HostEntries> {
  const [entries, setEntries] = useState(() => mergeHostEntries([initial]));
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    void Promise.all(sources.map((load) => load())).then(
      (loaded) => setEntries(mergeHostEntries([initial, ...loaded])),
      (error: unknown) => {
        // Let a later request try again (a chunk may have failed on a flaky network).
        started.current = false;
        console.error('Could not load dialogs', error);
      },
    );
  }, [wanted, initial, sources]);
  return entries;
}
