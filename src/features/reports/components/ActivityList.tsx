import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { media } from '../../../../design-tokens';
import {
  Button,
  Cell,
  Column,
  DataList,
  Pagination,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  useMediaQuery,
  type DataListColumn,
} from '../../../ui';
import { messages } from '../messages';
import type { SortDirection } from '../search';

/** A column of an activity table; the one with id `time` sorts the list. */
export type ActivityColumn<T> = DataListColumn<T>;

export interface ActivityListProps<T extends { id: string }> {
  /** The table's caption (its accessible name), saying the order. */
  caption: string;
  columns: readonly ActivityColumn<T>[];
  items: readonly T[] | undefined;
  loading: boolean;
  sort: SortDirection;
  onSortChange: (sort: SortDirection) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}

const directions = { asc: 'ascending', desc: 'descending' } as const;

/**
 * One page of an activity report. From the `lg` breakpoint up it is the kit's ARIA table whose
 * time column sorts (aria-sort); below it the rows become DataList cards with a sort button,
 * so a phone never scrolls sideways. Loading shows DataList's skeleton rows.
 */
export function ActivityList<T extends { id: string }>({
  caption,
  columns,
  items,
  loading,
  sort,
  onSortChange,
  page,
  pageCount,
  onPageChange,
  empty,
}: ActivityListProps<T>) {
  const intl = useIntl();
  const wide = useMediaQuery(media.library.up('lg'));
  const toggle = () => onSortChange(sort === 'asc' ? 'desc' : 'asc');
  if (loading || !items || items.length === 0) {
    return (
      <DataList
        label={caption}
        columns={columns}
        items={[]}
        getKey={(item) => item.id}
        loading={loading}
        empty={empty}
      />
    );
  }
  return (
    <Stack gap="md">
      {wide ? (
        <Table
          aria-label={caption}
          sortDescriptor={{ column: 'time', direction: directions[sort] }}
          onSortChange={({ direction }) => onSortChange(direction === 'ascending' ? 'asc' : 'desc')}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.primary}
                allowsSorting={column.id === 'time'}
              >
                {column.header}
              </Column>
            )}
          </TableHeader>
          <TableBody items={items}>
            {(item) => (
              <Row id={item.id} columns={columns}>
                {(column) => <Cell>{column.cell(item)}</Cell>}
              </Row>
            )}
          </TableBody>
        </Table>
      ) : (
        <>
          <div>
            <Button variant="tertiary" size="sm" onPress={toggle}>
              {intl.formatMessage(sort === 'asc' ? messages.oldestFirst : messages.newestFirst)}
            </Button>
          </div>
          <DataList
            label={caption}
            columns={columns}
            items={items}
            getKey={(item) => item.id}
            layout="cards"
          />
        </>
      )}
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={intl.formatMessage(messages.pagination)}
        />
      )}
    </Stack>
  );
}
