import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

/** Text for screen readers only (e.g. a table column of icons). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <AriaVisuallyHidden>{children}</AriaVisuallyHidden>;
}
