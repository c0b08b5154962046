import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadPage } from '../../src/features/prepare';
import { frame } from '../pages/account/mock-api';

const meta = {
  title: 'Prepare/Upload page',
  component: UploadPage,
  args: { onUploaded: fn() },
  decorators: [frame],
} satisfies Meta<typeof UploadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAPdf: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'New signature request',
    );
    // Named .pdf but not one: refused by its content before a draft is created.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['hello'], 'fake.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('This file is not a PDF document.')).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};
