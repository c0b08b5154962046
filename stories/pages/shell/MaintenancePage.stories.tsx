import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenanceNoticeView } from '../../../src/features/shell';
import { pageColumn } from '../../ui/story-helpers';

const planned = {
  url: 'https://status.paraph.example/incidents/2026-11-22-db-upgrade',
  isBlocking: false,
  title: 'Database upgrade',
  startsAt: '2026-11-22T05:00:00.000Z',
  endsAt: '2026-11-22T06:00:00.000Z',
};

const meta = {
  title: 'Pages/Shell/Maintenance page',
  component: MaintenanceNoticeView,
  decorators: [pageColumn(520)],
  args: { notice: planned },
} satisfies Meta<typeof MaintenanceNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Planned: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Database upgrade');
    await expect(canvas.getByText(/^From .+ to .+$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Status page' })).toHaveAttribute(
      'href',
      planned.url,
    );
  },
};

export const Blocking: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  args: { notice: { ...planned, isBlocking: true, title: undefined, endsAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Maintenance');
    await expect(canvas.getByText(/not available right now/)).toBeVisible();
  },
};

export const NoMaintenance: Story = {
  args: { notice: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No maintenance is planned right now.'),
    ).toBeVisible();
  },
};

export const PlannedInGerman: Story = { globals: { locale: 'de-ch' } };
