import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AvatarGroup,
  Badge,
  Button,
  ButtonLink,
  DataList,
  DataListLink,
  EmptyState,
  IconButton,
  MoreIcon,
  PageHeader,
  SegmentedControl,
  SignatureLevelBadge,
  type DataListColumn,
  type DataListProps,
  type SignatureLevel,
} from '../../src/ui';
import { dark, longText, phone, scrollsSideways } from './story-helpers';

interface Request {
  id: string;
  title: string;
  status: 'waiting' | 'completed' | 'declined' | 'draft';
  level: SignatureLevel;
  signers: { id: string; name: string }[];
  updated: string;
  documents: number;
}

const statusBadge = {
  waiting: <Badge tone="info">Waiting</Badge>,
  completed: <Badge tone="success">Completed</Badge>,
  declined: <Badge tone="danger">Declined</Badge>,
  draft: <Badge>Draft</Badge>,
};

const people = {
  anna: { id: 'u-anna', name: 'Anna Keller' },
  luca: { id: 'u-luca', name: 'Luca Rossi' },
  marie: { id: 'u-marie', name: 'Marie Dubois' },
  jonas: { id: 'u-jonas', name: 'Jonas Meier' },
};

const requests: Request[] = [
  {
    id: 'r1',
    title: 'Employment contract — Anna Keller',
    status: 'waiting',
    level: 'qes',
    signers: [people.anna, people.luca],
    updated: '3 Mar 2025',
    documents: 2,
  },
  {
    id: 'r2',
    title: 'NDA Paraph Schweiz AG',
    status: 'completed',
    level: 'aes',
    signers: [people.marie],
    updated: '28 Feb 2025',
    documents: 1,
  },
  {
    id: 'r3',
    title: longText,
    status: 'declined',
    level: 'qes',
    signers: [people.jonas, people.anna, people.marie, people.luca],
    updated: '14 Feb 2025',
    documents: 12,
  },
  {
    id: 'r4',
    title: 'Supplier agreement 2025',
    status: 'draft',
    level: 'ses',
    signers: [],
    updated: '2 Feb 2025',
    documents: 3,
  },
];

/** One column definition drives both the table and the cards. */
const columns: DataListColumn<Request>[] = [
  {
    id: 'title',
    header: 'Request',
    primary: true,
    cell: (request) => <DataListLink href={`#/view/${request.id}`}>{request.title}</DataListLink>,
  },
  { id: 'status', header: 'Status', priority: 'high', cell: (r) => statusBadge[r.status] },
  {
    id: 'level',
    header: 'Level',
    priority: 'low',
    cell: (r) => <SignatureLevelBadge level={r.level} />,
  },
  {
    id: 'signers',
    header: 'Signers',
    cell: (r) =>
      r.signers.length > 0 ? (
        <AvatarGroup people={r.signers} max={3} size="sm" label={`Signers of ${r.title}`} />
      ) : (
        '—'
      ),
  },
  { id: 'documents', header: 'Documents', align: 'end', cell: (r) => r.documents },
  { id: 'updated', header: 'Updated', align: 'end', priority: 'high', cell: (r) => r.updated },
];

const onMore = fn();
const rowActions = (request: Request) => (
  <IconButton
    label={`More actions for ${request.title}`}
    icon={<MoreIcon />}
    variant="ghost"
    size="sm"
    onPress={() => onMore(request.id)}
  />
);

const meta = {
  title: 'UI/DataList',
  component: DataList<Request>,
  args: { label: 'Signature requests', columns, items: requests, getKey: (r) => r.id, rowActions },
  parameters: { layout: 'padded' },
} satisfies Meta<DataListProps<Request>>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openFirstRowLinkByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const link = canvas.getByRole('link', { name: 'Employment contract — Anna Keller' });
  await userEvent.tab();
  await expect(link).toHaveFocus();
  // Tab goes on to the row's own action, which the row link does not swallow.
  await userEvent.tab();
  const more = canvas.getByRole('button', {
    name: 'More actions for Employment contract — Anna Keller',
  });
  await expect(more).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onMore).toHaveBeenLastCalledWith('r1');
}

/** The table (forced): row headers name each row; the row link covers the whole row. */
export const AsTable: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Signature requests' });
    await expect(within(table).getAllByRole('row')).toHaveLength(requests.length + 1);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(requests.length);
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await openFirstRowLinkByKeyboard(canvasElement);
  },
};

export const AsTableDark: Story = { ...AsTable, ...dark };

/** The cards (forced): title and row action on top, status and date as meta, then details. */
export const AsCards: Story = {
  args: { layout: 'cards' },
  render: (args) => (
    <div style={{ width: 420 }}>
      <DataList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Signature requests' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(requests.length);
    // A low-priority column stays in the table only.
    await expect(within(cards[0]!).queryByText('QES')).toBeNull();
    await expect(within(cards[0]!).getByText('Documents')).toBeVisible();
    await openFirstRowLinkByKeyboard(canvasElement);
  },
};

export const AsCardsDark: Story = { ...AsCards, ...dark };

export const Loading: Story = {
  args: { loading: true, layout: 'table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoadingCards: Story = {
  args: { loading: true, layout: 'cards' },
  render: (args) => (
    <div style={{ width: 420 }}>
      <DataList {...args} />
    </div>
  ),
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        illustration="no-results"
        title="No requests match"
        action={<Button variant="secondary">Clear filters</Button>}
      >
        Try another status or search term.
      </EmptyState>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No requests match' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * A list page as the app builds it (page story: also shot at 390 and 1440, light and dark).
 * From `lg` up it is a table, below it cards — and nothing scrolls sideways at 390 px.
 */
export const Responsive: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        padding: 'clamp(16px, 4vw, 48px)',
        maxWidth: 1200,
        margin: '0 auto',
      }}
    >
      <PageHeader
        title="Signature requests"
        meta={<span>48 requests</span>}
        primaryAction={<ButtonLink href="#/new">New request</ButtonLink>}
      />
      <SegmentedControl
        label="Filter by status"
        defaultSelectedKey="all"
        items={[
          { id: 'all', label: 'All', count: 48 },
          { id: 'waiting', label: 'Waiting', count: 7 },
          { id: 'completed', label: 'Completed', count: 39 },
          { id: 'declined', label: 'Declined', count: 2 },
        ]}
      />
      <DataList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth >= 1024) {
      await expect(canvas.getByRole('table', { name: 'Signature requests' })).toBeVisible();
    } else {
      await expect(canvas.queryByRole('table')).toBeNull();
      await expect(canvas.getByRole('list', { name: 'Signature requests' })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'NDA Paraph Schweiz AG' })).toHaveAttribute(
      'href',
      '#/view/r2',
    );
    await expect(scrollsSideways()).toBe(false);
  },
};

/** The same page in the story runner at 390 px: cards, no sideways scroll. */
export const ResponsivePhone: Story = { ...Responsive, ...phone, tags: [] };
