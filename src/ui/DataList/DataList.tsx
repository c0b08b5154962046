import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { media } from '../../../design-tokens';
import { uiMessages } from '../messages';
import { useMediaQuery } from '../shared/use-media-query';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataList.css';

export const dataListPriorities = ['high', 'normal', 'low'] as const;
export const dataListLayouts = ['responsive', 'table', 'cards'] as const;

export interface DataListColumn<T> {
  id: string;
  /** The table's column header and, on a card, the label in front of the value. */
  header: string;
  cell: (item: T) => ReactNode;
  /**
   * The column that names the row: the table's row header and the card's title. Put the row
   * link (`DataListLink`) in it. Defaults to the first column.
   */
  primary?: boolean;
  /**
   * What a card does with the column: `high` — in the meta line under the title (a status
   * badge, a date); `normal` — a labelled detail; `low` — only in the table.
   */
  priority?: (typeof dataListPriorities)[number];
  /** `end` for numbers and dates that should line up on the right of the table. */
  align?: 'start' | 'end';
  /** A fixed table column width ("8rem"). */
  width?: string;
}

export interface DataListProps<T> {
  /** Names the table or the list for assistive tech. */
  label: string;
  columns: readonly DataListColumn<T>[];
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Buttons or a menu per row (last table column, the card's top corner). */
  rowActions?: (item: T) => ReactNode;
  /** Shown instead of the rows when there are none (an `EmptyState`). */
  empty?: ReactNode;
  /** Skeleton rows instead of items; the list is marked busy. */
  loading?: boolean;
  skeletonRows?: number;
  /** A table from the `lg` breakpoint up and cards below it (default), or one of them always. */
  layout?: (typeof dataListLayouts)[number];
}

/**
 * One responsive list from one column definition: a table on wide screens, cards on narrow
 * ones, so no page needs a sideways scroll at phone width. Read-only rows whose links and
 * buttons are their own (like `StaticTable`); for sorting headers or row selection use `Table`.
 */
export function DataList<T>({
  label,
  columns,
  items,
  getKey,
  rowActions,
  empty,
  loading = false,
  skeletonRows = 3,
  layout = 'responsive',
}: DataListProps<T>) {
  const wide = useMediaQuery(media.library.up('lg'));
  const asTable = layout === 'table' || (layout === 'responsive' && wide);
  const primaryIndex = Math.max(
    0,
    columns.findIndex((column) => column.primary),
  );
  const view = { label, columns, items, getKey, rowActions, primaryIndex, skeletonRows };

  if (!loading && items.length === 0 && empty !== undefined) {
    return <div className={styles.emptyFrame}>{empty}</div>;
  }
  return asTable ? (
    <TableView {...view} loading={loading} />
  ) : (
    <CardsView {...view} loading={loading} />
  );
}

interface ViewProps<T> extends Pick<
  DataListProps<T>,
  'label' | 'columns' | 'items' | 'getKey' | 'rowActions'
> {
  primaryIndex: number;
  loading: boolean;
  skeletonRows: number;
}

function LoadingText() {
  const intl = useIntl();
  return <VisuallyHidden>{intl.formatMessage(uiMessages.loading)}</VisuallyHidden>;
}

function TableView<T>({
  label,
  columns,
  items,
  getKey,
  rowActions,
  primaryIndex,
  loading,
  skeletonRows,
}: ViewProps<T>) {
  const intl = useIntl();
  const skeletons = Array.from({ length: skeletonRows }, (_, index) => index);
  return (
    <div className={styles.frame}>
      {loading && <LoadingText />}
      <table aria-label={label} aria-busy={loading || undefined} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${styles.column} ${styles.align[column.align ?? 'start']}`}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
            {rowActions && (
              <th scope="col" className={`${styles.column} ${styles.actionsCell}`}>
                <VisuallyHidden>{intl.formatMessage(uiMessages.rowActions)}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading
            ? skeletons.map((index) => (
                <tr key={index} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.cell}>
                      <Skeleton width={column.primary ? '70%' : '50%'} />
                    </td>
                  ))}
                  {rowActions && <td className={styles.cell} />}
                </tr>
              ))
            : items.map((item) => (
                <tr key={getKey(item)} className={styles.row}>
                  {columns.map((column, index) => {
                    const className = `${styles.cell} ${styles.align[column.align ?? 'start']}`;
                    return index === primaryIndex ? (
                      <th
                        key={column.id}
                        scope="row"
                        className={`${className} ${styles.primaryCell}`}
                      >
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td key={column.id} className={`${className} ${styles.nowrap}`}>
                        {column.cell(item)}
                      </td>
                    );
                  })}
                  {rowActions && (
                    <td className={`${styles.cell} ${styles.actionsCell}`}>
                      <div className={styles.actions}>{rowActions(item)}</div>
                    </td>
                  )}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function CardsView<T>({
  label,
  columns,
  items,
  getKey,
  rowActions,
  primaryIndex,
  loading,
  skeletonRows,
}: ViewProps<T>) {
  const primary = columns[primaryIndex];
  const rest = columns.filter((_, index) => index !== primaryIndex);
  const meta = rest.filter((column) => column.priority === 'high');
  const details = rest.filter((column) => (column.priority ?? 'normal') === 'normal');
  if (loading) {
    return (
      <div aria-busy="true">
        <LoadingText />
        <ul aria-label={label} className={styles.cards}>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <li key={index} className={styles.card}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
              <Skeleton width="80%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul aria-label={label} className={styles.cards}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.card}>
          <div className={styles.cardHead}>
            <div className={styles.cardTitle}>{primary?.cell(item)}</div>
            {rowActions && <div className={styles.actions}>{rowActions(item)}</div>}
          </div>
          {meta.length > 0 && (
            <div className={styles.cardMeta}>
              {meta.map((column) => (
                <span key={column.id}>{column.cell(item)}</span>
              ))}
            </div>
          )}
          {details.length > 0 && (
            <dl className={styles.cardDetails}>
              {details.map((column) => (
                <div key={column.id} className={styles.cardDetail}>
                  <dt className={styles.cardTerm}>{column.header}</dt>
                  <dd className={styles.cardValue}>{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

export type DataListLinkProps = Omit<AriaLinkProps, 'className' | 'style'>;

/**
 * The row's link, rendered in the primary column: one real link (one Tab stop, Enter opens
 * it) whose hit area covers the whole row or card. Router-agnostic like `Link`: the app wraps
 * it with `createLink`.
 */
export const DataListLink = forwardRef<HTMLAnchorElement, DataListLinkProps>(
  function DataListLink(props, ref) {
    return <AriaLink {...props} ref={ref} className={styles.rowLink} />;
  },
);
