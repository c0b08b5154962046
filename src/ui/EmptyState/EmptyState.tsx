import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';
import { Illustration, type EmptyStateIllustration } from './Illustration';

export interface EmptyStateProps {
  title: ReactNode;
  /**
   * A small themed drawing for the situation: `no-requests` (nothing sent or received yet),
   * `no-results` (a search or filter matched nothing), `no-documents` (nothing uploaded).
   */
  illustration?: EmptyStateIllustration;
  /** Any other picture (a large icon) when no illustration fits. */
  picture?: ReactNode;
  /** One or two sentences: why it is empty and what to do. */
  children?: ReactNode;
  /** The one primary way forward (a `Button` or `ButtonLink`). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** "Nothing here yet": an illustration, a title, a sentence and one action. */
export function EmptyState({
  title,
  illustration,
  picture,
  children,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState}>
      {illustration ? (
        <Illustration kind={illustration} />
      ) : (
        picture && <div className={styles.picture}>{picture}</div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.body}>{children}</p>}
      {action}
    </div>
  );
}
