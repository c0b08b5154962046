import type { ReactNode } from 'react';
import { buttonGroup } from './ButtonGroup.css';

export const buttonGroupAligns = ['start', 'end', 'spread'] as const;

/** Related actions in a row that wraps on narrow screens (dialog footers, toolbars). */
export function ButtonGroup({
  align,
  label,
  children,
}: {
  align?: (typeof buttonGroupAligns)[number];
  /** Names the group for assistive tech when the buttons alone do not explain it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={buttonGroup({ align })}>
      {children}
    </div>
  );
}
