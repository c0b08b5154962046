import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Badge,
  Button,
  StaticCell,
  StaticColumn,
  StaticRow,
  StaticTable,
  StaticTableBody,
  StaticTableHeader,
} from '../../src/ui';
import { dark } from './story-helpers';

interface Doc {
  id: string;
  title: string;
  status: 'Open' | 'Signed';
}

const docs: Doc[] = [
  { id: '1', title: 'Rental agreement', status: 'Open' },
  { id: '2', title: 'NDA Acme', status: 'Signed' },
];

function DocList({ items }: { items: Doc[] }) {
  return (
    <StaticTable label="Documents">
      <StaticTableHeader>
        <StaticColumn>Title</StaticColumn>
        <StaticColumn>Status</StaticColumn>
        <StaticColumn>Actions</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={items} columnCount={3} emptyState="No documents yet">
        {(doc) => (
          <StaticRow key={doc.id}>
            <StaticCell rowHeader>{doc.title}</StaticCell>
            <StaticCell>
              <Badge tone={doc.status === 'Signed' ? 'success' : 'info'}>{doc.status}</Badge>
            </StaticCell>
            <StaticCell>
              <Button variant="secondary" size="sm">
                {`Open ${doc.title}`}
              </Button>
            </StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

const meta = {
  title: 'UI/StaticTable',
  component: DocList,
  args: { items: docs },
} satisfies Meta<typeof DocList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Documents' });
    // Each row is named by its title cell, for screen readers' table navigation.
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rental agreement', 'NDA Acme']);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    // The row's controls are ordinary tab stops: no grid navigation to learn.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open Rental agreement' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open NDA Acme' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Documents' });
    await expect(within(table).getByRole('cell', { name: 'No documents yet' })).toBeVisible();
  },
};

export const DefaultDark: Story = { ...dark };
