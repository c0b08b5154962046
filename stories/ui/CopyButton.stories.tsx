import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '../../src/ui';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: 'pk_7Hq2Lm9', label: 'Copy the secret' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Copied: the result is said beside the button, where a dialog cannot cover it. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => Promise.resolve();
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy the secret' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied.'));
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  },
};

/** The browser refused: the person is told to copy it themselves. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy the secret' }));
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(/Copying did not work/),
      );
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  },
};
