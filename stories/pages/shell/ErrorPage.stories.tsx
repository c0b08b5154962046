import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage, SorryPage } from '../../../src/features/shell';

const meta = {
  title: 'Pages/Shell/Error page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('button', { name: 'Go to the start page' })).toBeVisible();
    // The picture is decorative: hidden from assistive technology.
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  render: () => <SorryPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, something went wrong',
    );
  },
};

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };

export const ServerErrorInItalian: Story = {
  render: () => <SorryPage />,
  globals: { locale: 'it' },
};
