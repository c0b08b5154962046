import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SealsPage } from '../../../src/features/seals';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { BUSINESS, pageFrame, problem } from './members-mock';
import { contracts, invoices, sealImages, sealsAre, sealsPending } from './seals-mock';

// /business/seals in each state: the seals (one with its image, one without), none at all,
// loading, a list that failed, and at phone width.

const meta = {
  title: 'Pages/Business/Seals',
  component: SealsPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/seals',
    msw: { handlers: [sealsAre([invoices, contracts]), sealImages] },
  },
  args: { businessId: BUSINESS },
} satisfies Meta<typeof SealsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** Two seals: the image or the placeholder, the standard, the counts, a link to each. */
export const List: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seals' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Acme AG' })).toHaveAttribute(
      'href',
      '/business/seals/acme',
    );
    await expect(
      canvas.getByRole('link', { name: 'Acme AG contracts and framework agreements' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'The image of Acme AG' })).toBeVisible();
    await expect(canvas.getByText('No image')).toBeInTheDocument();
    await expect(canvas.getByText('QES')).toBeVisible();
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'The image of Acme AG' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** At phone width the rows become cards and nothing scrolls sideways. */
export const ListOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('link', { name: 'Acme AG' })).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [sealsAre([])] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No seals yet' })).toBeVisible();
    await expect(canvas.getByText(/Contact support if it is missing/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [sealsPending] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

export const LoadFailed: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [http.get(`*/v1/businesses/${BUSINESS}/seals`, () => problem(500, 'INTERNAL'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The seals could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
