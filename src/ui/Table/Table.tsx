import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableProps,
} from 'react-aria-components';
import * as styles from './Table.css';

export { TableHeader };

export function Table(props: Omit<TableProps, 'className'>) {
  return <AriaTable {...props} className={styles.table} />;
}

export function Column(props: Omit<ColumnProps, 'className'>) {
  return <AriaColumn {...props} className={styles.column} />;
}

export function Row<T extends object>(props: Omit<RowProps<T>, 'className'>) {
  return <AriaRow {...props} className={styles.row} />;
}

export function Cell(props: Omit<CellProps, 'className'>) {
  return <AriaCell {...props} className={styles.cell} />;
}

export function TableBody<T extends object>({
  emptyState,
  ...props
}: Omit<TableBodyProps<T>, 'className' | 'renderEmptyState'> & { emptyState?: ReactNode }) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
    />
  );
}
