import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FunnelChart } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/FunnelChart',
  component: FunnelChart,
  decorators: [column(560)],
  args: {
    label: 'Completion',
    summary: 'Of 480 requests sent, 431 were opened, 402 signed and 377 completed.',
    stages: [
      { key: 'sent', label: 'Sent', value: 480 },
      { key: 'opened', label: 'Opened', value: 431 },
      { key: 'signed', label: 'Signed', value: 402 },
      { key: 'completed', label: 'Completed', value: 377 },
    ],
    stageHeader: 'Stage',
    valueHeader: 'Requests',
    formatValue: (value: number) => value.toLocaleString('en-GB'),
  },
} satisfies Meta<typeof FunnelChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each stage with its count and its share of the first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: /Of 480 requests sent/ });
    await expect(within(chart).getByText('377 · 79%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Completion' });
    const completed = within(table).getByRole('rowheader', { name: 'Completed' }).closest('tr');
    await expect(completed).toHaveTextContent('Completed37779%');
    await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Show as table' }));
  },
};

export const DefaultDark: Story = { ...dark };

/** Nothing sent: every share is 0 %, never "NaN %". */
export const Empty: Story = {
  args: {
    summary: 'No requests sent yet.',
    stages: [
      { key: 'sent', label: 'Sent', value: 0 },
      { key: 'opened', label: 'Opened', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'No requests sent yet.' });
    await expect(within(chart).getAllByText('0 · 0%')).toHaveLength(2);
  },
};
