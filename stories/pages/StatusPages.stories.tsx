import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage, PageLoading, SorryPage } from '../../src/features/shell';

const meta = {
  title: 'Pages/Status pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('button', { name: 'Go to the start page' })).toBeVisible();
  },
};

export const Sorry: Story = {
  render: () => <SorryPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, something went wrong',
    );
  },
};

export const SorryInGerman: Story = { render: () => <SorryPage />, globals: { locale: 'de-ch' } };

export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading…' }),
    ).toBeVisible();
  },
};
