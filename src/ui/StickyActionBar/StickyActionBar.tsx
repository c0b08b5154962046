import type { ReactNode } from 'react';
import * as styles from './StickyActionBar.css';

export interface StickyActionBarProps {
  /** The page's main action (a `Button`); last in the row. */
  primaryAction: ReactNode;
  /** Other actions, before the primary one ("Cancel", "Save draft"). */
  secondaryActions?: ReactNode;
  /** Short state on the start side ("3 documents selected", "Saved 2 min ago"). */
  children?: ReactNode;
  /** Names the bar's group of actions for assistive tech. */
  label?: string;
}

/**
 * The page's actions, stuck to the bottom of the viewport. Place it as the last child of the
 * page's content column: it takes its own space there, so nothing ends up hidden under it.
 */
export function StickyActionBar({
  primaryAction,
  secondaryActions,
  children,
  label,
}: StickyActionBarProps) {
  return (
    <div className={styles.bar}>
      {children && <div className={styles.status}>{children}</div>}
      <div role="group" aria-label={label} className={styles.actions}>
        {secondaryActions}
        {primaryAction}
      </div>
    </div>
  );
}
