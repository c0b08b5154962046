import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, ProgressBar, meterTones } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progress' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  decorators: [column(360)],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar label="Uploading contract.pdf" value={42} />
      <ProgressBar label="Applying signatures" isIndeterminate />
      {meterTones.map((tone, i) => (
        <Meter key={tone} label={`Seats used (${tone})`} value={[30, 60, 85, 100][i]} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading contract.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(within(canvasElement).getAllByRole('meter')).toHaveLength(4);
  },
};

export const ProgressDark: Story = { ...Progress, ...dark };
