import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, Text } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Link', component: Link } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  render: () => (
    <Text>
      Read the <Link href="#terms">general terms</Link> before you sign.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'general terms' })).toHaveFocus();
  },
};

export const LinksDark: Story = { ...Links, ...dark };
