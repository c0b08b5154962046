import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadStep } from '../../src/features/prepare/components/UploadStep';
import { column } from '../ui/story-helpers';

const meta = {
  title: 'Prepare/Upload step',
  component: UploadStep,
  args: { items: [], onSelect: fn(), onRemove: fn() },
  decorators: [column(520)],
} satisfies Meta<typeof UploadStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1000 * 1000;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF documents')).toBeVisible();
    // A text file is refused by type, before anything is sent.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(args.onSelect).toHaveBeenCalledWith(
      [],
      [expect.objectContaining({ message: 'This file type is not allowed' })],
    );
  },
};

export const Uploading: Story = {
  args: {
    busy: true,
    items: [
      { id: 'a', name: 'rental-agreement.pdf', size: 2.4 * MB, progress: 65 },
      { id: 'b', name: 'annex.pdf', size: 0.3 * MB, progress: 10 },
    ],
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '65');
  },
};

export const FileErrors: Story = {
  args: {
    items: [
      { id: 'a', name: 'notes.txt', size: 1200, error: 'This file type is not allowed' },
      { id: 'b', name: 'scan.pdf', size: 45 * MB, error: 'File is larger than 41.9 MB' },
      {
        id: 'c',
        name: 'protected.pdf',
        size: 0.8 * MB,
        error: 'Encrypted PDF documents cannot be signed.',
      },
      { id: 'd', name: 'contract.pdf', size: 1.1 * MB },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Encrypted PDF documents cannot be signed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Remove notes\.txt/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('a');
  },
};
