import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: a status badge, dates, the owner. Items wrap. */
  meta?: ReactNode;
  /** A link back to the parent page, shown above the title (a `Link`, router-wrapped). */
  back?: ReactNode;
  /**
   * The page's main action: a `Button`, or a `ButtonLink` when it navigates — never a text
   * link. Shown last, at the end of the row; below the title on a phone.
   */
  primaryAction?: ReactNode;
  /** Further actions (secondary/tertiary `Button`s, a `MenuTrigger`), before the primary. */
  secondaryActions?: ReactNode;
}

/** The top of every page: back link, h1, meta line and the page's actions. */
export function PageHeader({
  title,
  meta,
  back,
  primaryAction,
  secondaryActions,
}: PageHeaderProps) {
  const hasActions = Boolean(primaryAction || secondaryActions);
  return (
    <div className={styles.pageHeader}>
      {back && <div className={styles.back}>{back}</div>}
      <div className={styles.row}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{title}</h1>
          {meta && <div className={styles.meta}>{meta}</div>}
        </div>
        {hasActions && (
          <div className={styles.actions}>
            {secondaryActions}
            {primaryAction}
          </div>
        )}
      </div>
    </div>
  );
}
