import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** "Nothing here yet": a picture slot (an illustration or a large icon), text and an action. */
export function EmptyState({
  title,
  picture,
  children,
  action,
  headingLevel = 2,
}: {
  title: ReactNode;
  picture?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState}>
      {picture && <div className={styles.picture}>{picture}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.body}>{children}</p>}
      {action}
    </div>
  );
}
