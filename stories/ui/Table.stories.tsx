import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import {
  Badge,
  Cell,
  Column,
  EmptyState,
  DocumentIcon,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '../../src/ui';
import { dark, longText } from './story-helpers';

interface Doc {
  id: string;
  title: string;
  status: 'Draft' | 'Open' | 'Signed';
  signers: number;
}

const docs: Doc[] = [
  { id: '1', title: 'Rental agreement', status: 'Open', signers: 2 },
  { id: '2', title: 'NDA Acme', status: 'Signed', signers: 3 },
  { id: '3', title: 'Board minutes', status: 'Draft', signers: 5 },
];
const tone = { Draft: 'neutral', Open: 'info', Signed: 'success' } as const;

function DocTable({
  rows = docs,
  selectable = false,
  loading = false,
}: {
  rows?: Doc[];
  selectable?: boolean;
  loading?: boolean;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'title', direction: 'ascending' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const sorted = useMemo(() => {
    const key = sort.column as keyof Doc;
    const list = [...rows].sort((a, b) =>
      String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }),
    );
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  return (
    <div style={{ width: 560 }}>
      <Table
        aria-label="Documents"
        sortDescriptor={sort}
        onSortChange={setSort}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <TableHeader>
          <Column id="title" isRowHeader allowsSorting>
            Title
          </Column>
          <Column id="status" allowsSorting>
            Status
          </Column>
          <Column id="signers" allowsSorting>
            Signers
          </Column>
        </TableHeader>
        <TableBody
          items={loading ? [] : sorted}
          loading={loading}
          emptyState={
            <EmptyState
              title="No documents yet"
              picture={<DocumentIcon size="lg" />}
              headingLevel={3}
            />
          }
        >
          {(doc) => (
            <Row id={doc.id}>
              <Cell>{doc.title}</Cell>
              <Cell>
                <Badge tone={tone[doc.status]}>{doc.status}</Badge>
              </Cell>
              <Cell>{doc.signers}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const meta = { title: 'UI/Table', component: DocTable } satisfies Meta<typeof DocTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvasElement)).toEqual(['Board minutes', 'NDA Acme', 'Rental agreement']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Title/ }));
    await expect(titles(canvasElement)).toEqual(['Rental agreement', 'NDA Acme', 'Board minutes']);
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const SortableDark: Story = { ...dark };

export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    for (const row of canvas.getAllByRole('row').slice(1))
      await expect(row).toHaveAttribute('aria-selected', 'true');
    // Keyboard: move to a row and toggle it with Space.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'false');
  },
};

export const SelectableDark: Story = { args: { selectable: true }, ...dark };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { loading: true } };
export const LongText: Story = {
  args: { rows: [{ id: 'x', title: longText, status: 'Open', signers: 12 }] },
};

function Paged() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={20} onPageChange={setPage} />;
}

export const PaginationDefault: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 16' })).toBeVisible();
  },
};

export const PaginationFrench: Story = {
  render: () => <Paged />,
  globals: { locale: 'fr-ch' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Pagination' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Page suivante' }),
    ).toBeEnabled();
  },
};
