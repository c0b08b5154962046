import type { ReactNode } from 'react';
import * as styles from './Table.css';

/*
 * A plain HTML table for read-only lists whose rows hold their own links and buttons: Tab moves
 * through those controls, and screen readers offer their table navigation. `Table` (the ARIA
 * grid) is for tables with sorting headers or row selection; it costs far more to load and render.
 */

/**
 * Named by `label` (read to screen readers only) or by a visible `caption` (a chart's table
 * alternative says what it shows).
 */
export function StaticTable({
  label,
  caption,
  children,
}: {
  label?: string;
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <table aria-label={label} className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      {children}
    </table>
  );
}

export function StaticTableHeader({ children }: { children: ReactNode }) {
  return (
    <thead>
      <tr>{children}</tr>
    </thead>
  );
}

export function StaticColumn({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={styles.column}>
      <span className={styles.columnLabel}>{children}</span>
    </th>
  );
}

export function StaticTableBody<T>({
  items,
  children,
  emptyState,
  columnCount,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
  /** Shown in one full-width cell when there are no rows. */
  emptyState?: ReactNode;
  columnCount: number;
}) {
  return (
    <tbody>
      {items.length > 0 ? (
        items.map(children)
      ) : (
        <tr>
          <td colSpan={columnCount} className={styles.empty}>
            {emptyState}
          </td>
        </tr>
      )}
    </tbody>
  );
}

export function StaticRow({ children }: { children: ReactNode }) {
  return <tr className={styles.staticRow}>{children}</tr>;
}

/** `rowHeader`: the cell that names its row (announced with every other cell of the row). */
export function StaticCell({
  rowHeader = false,
  children,
}: {
  rowHeader?: boolean;
  children: ReactNode;
}) {
  return rowHeader ? (
    <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
      {children}
    </th>
  ) : (
    <td className={styles.cell}>{children}</td>
  );
}
