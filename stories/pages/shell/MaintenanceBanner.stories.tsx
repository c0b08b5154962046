import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenanceBanner } from '../../../src/features/shell';
import { withRouter } from './with-router';

const meta = {
  title: 'Pages/Shell/Maintenance banner',
  component: MaintenanceBanner,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenanceBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonBlockingNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A maintenance of Paraph is planned or under way.',
    );
    await expect(canvas.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/maintenance',
    );
  },
};

export const InGerman: Story = { globals: { locale: 'de-ch' } };

export const Dark: Story = { globals: { theme: 'dark' } };
