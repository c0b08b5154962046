import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestSystemFrame } from '../../../src/ui';
import { SamplePage } from './shell-fixtures';

/** A page as a staging build shows it: the 'Test System' frame around everything. */
function FramedPage() {
  return (
    <div style={{ minHeight: 320, padding: 48 }}>
      <SamplePage />
      <TestSystemFrame />
    </div>
  );
}

const meta = {
  title: 'Pages/Shell/Test System frame',
  component: FramedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FramedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staging: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Test System');
  },
};

export const StagingInFrench: Story = { globals: { locale: 'fr-ch' } };
