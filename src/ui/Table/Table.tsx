import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { SortAscIcon, SortDescIcon, SortIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

/** Sort with `sortDescriptor`/`onSortChange`; select rows with `selectionMode`. */
export function Table(props: Omit<TableProps, 'className'>) {
  return <AriaTable {...props} className={styles.table} />;
}

/** Adds the select-all checkbox column when the table is selectable. */
export function TableHeader<T extends object>({
  columns,
  children,
  ...props
}: Omit<TableHeaderProps<T>, 'className' | 'style'>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader {...props}>
      {selectionBehavior === 'toggle' && (
        <AriaColumn className={`${styles.column} ${styles.selection}`}>
          {selectionMode === 'multiple' && <Checkbox slot="selection" />}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export function Column({
  children,
  ...props
}: Omit<ColumnProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <AriaColumn {...props} className={styles.column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnLabel}>
          {children}
          {allowsSorting &&
            (sortDirection === 'ascending' ? (
              <SortAscIcon size="sm" />
            ) : sortDirection === 'descending' ? (
              <SortDescIcon size="sm" />
            ) : (
              <SortIcon size="sm" />
            ))}
        </span>
      )}
    </AriaColumn>
  );
}

/** Adds the row's selection checkbox when the table is selectable. */
export function Row<T extends object>({
  columns,
  children,
  ...props
}: Omit<RowProps<T>, 'className'>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow {...props} className={styles.row}>
      {selectionBehavior === 'toggle' && (
        <AriaCell className={`${styles.cell} ${styles.selection}`}>
          <Checkbox slot="selection" />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export function Cell(props: Omit<CellProps, 'className'>) {
  return <AriaCell {...props} className={styles.cell} />;
}

export function TableBody<T extends object>({
  emptyState,
  loading = false,
  ...props
}: Omit<TableBodyProps<T>, 'className' | 'renderEmptyState'> & {
  emptyState?: ReactNode;
  /** Rows are on their way: a spinner takes the place of the empty state. */
  loading?: boolean;
}) {
  const intl = useIntl();
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={() => (
        <div className={styles.empty}>
          {loading ? <Spinner label={intl.formatMessage(uiMessages.loading)} /> : emptyState}
        </div>
      )}
    />
  );
}
