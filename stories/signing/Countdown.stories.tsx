import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Countdown } from '../../src/features/signing';

const meta = {
  title: 'Signing/Exit countdown',
  component: Countdown,
  args: { seconds: 45, onElapsed: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You will be redirected in 45 seconds.')).toBeVisible();
    // One step a second, announced politely.
    await waitFor(() => expect(canvas.getByText(/redirected in 44 seconds/)).toBeVisible(), {
      timeout: 2500,
    });
    await expect(canvas.getByText(/redirected in/).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

export const Stopped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on this page' }));
    await expect(canvas.getByText('The automatic redirect is stopped.')).toBeVisible();
    await expect(args.onElapsed).not.toHaveBeenCalled();
  },
};

export const LeavesAtZero: Story = {
  args: { seconds: 1 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onElapsed).toHaveBeenCalledTimes(1), { timeout: 2500 });
  },
};

export const Disabled: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/redirected in/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue now' }));
    await expect(args.onElapsed).toHaveBeenCalledTimes(1);
  },
};
