import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Tooltip', children: <span /> },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const tooltip = (
  <Tooltip content="Qualified signatures need an identification first.">
    <Button variant="secondary">Why QES?</Button>
  </Tooltip>
);

export const TooltipOnFocus: Story = {
  render: () => tooltip,
  play: async () => {
    await userEvent.tab();
    // Keyboard focus opens it at once; pointer hover waits the spec's 150 ms (the default delay).
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Qualified signatures');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const TooltipDark: Story = { ...TooltipOnFocus, ...dark };
