import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** A stable key; the term when left out (then it must be a string). */
  id?: string;
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Less space between the pairs (inside cards and dialogs). */
  compact?: boolean;
}

/** Facts as term/description pairs (`<dl>`): two columns on wide screens, stacked below `sm`. */
export function DescriptionList({ items, compact = false }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={compact ? `${styles.item} ${styles.compact}` : styles.item}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
