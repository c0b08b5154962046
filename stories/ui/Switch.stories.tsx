import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Switch', component: Switch, args: { children: 'Switch' } } satisfies Meta<
  typeof Switch
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Switches: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>Delete signed documents after 30 days</Switch>
      <Switch defaultSelected>Attach the signed document to e-mails</Switch>
      <Switch isDisabled>Disabled</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /Delete signed/ });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const SwitchesDark: Story = { ...Switches, ...dark, play: undefined };

export const SwitchRtl: Story = {
  render: () => (
    <div dir="rtl">
      <Switch defaultSelected>تفعيل</Switch>
    </div>
  ),
};
