import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading, SkipLink, Text } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  args: { to: 'content', children: 'Skip to the content' },
  render: (args) => (
    <div style={{ position: 'relative', paddingTop: 64 }}>
      <SkipLink {...args} />
      <main id="content" tabIndex={-1}>
        <Heading level={1}>Page</Heading>
        <Text>The content a keyboard user reaches in one step.</Text>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab shows it; following it moves the focus to the content. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to the content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const FocusedDark: Story = { ...Focused, ...dark };
