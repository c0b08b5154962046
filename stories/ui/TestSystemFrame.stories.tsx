import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, TestSystemFrame } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/TestSystemFrame', component: TestSystemFrame } satisfies Meta<
  typeof TestSystemFrame
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TestSystem: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ height: 240, padding: 32 }}>
      <Text>The app, framed so nobody mistakes the test system for production.</Text>
      <TestSystemFrame />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Test System');
  },
};

export const TestSystemDark: Story = { ...TestSystem, ...dark };
