import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, alertTones } from '../../src/ui';
import { column, dark, longText } from './story-helpers';

const meta = { title: 'UI/Alert', component: Alert, args: { children: 'Saved' } } satisfies Meta<
  typeof Alert
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alerts: Story = {
  decorators: [column(420)],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone}>
          A {tone} message. {tone === 'danger' ? longText : ''}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('A danger message');
  },
};

export const AlertsDark: Story = { ...Alerts, ...dark };
