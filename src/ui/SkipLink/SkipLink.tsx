import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

/**
 * A link past the page's chrome to its content (WCAG 2.4.1), shown only while focused. A plain
 * in-page anchor: the router has nothing to do with it.
 */
export function SkipLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
