import { useState } from 'react';

/**
 * True from the first render at which `isOpen` is, and for good: a popup whose code loads on
 * first use mounts then and stays mounted, so closing it still animates.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
