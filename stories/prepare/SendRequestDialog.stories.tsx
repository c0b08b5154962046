import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendRequestDialog } from '../../src/features/prepare/components/SendRequestDialog';
import { Modal } from '../../src/ui';

const meta = {
  title: 'Prepare/Send confirmation',
  component: SendRequestDialog,
  args: {
    props: { signers: 2, documents: 1, observers: 1, ordered: true, unplaced: ['Lea Legal'] },
    loading: false,
    failure: null,
    onAction: fn(),
  },
  render: (args) => (
    <Modal isOpen>
      <SendRequestDialog {...args} />
    </Modal>
  ),
} satisfies Meta<typeof SendRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Send the request?' });
    await expect(dialog).toHaveTextContent(
      '2 signers will be invited by e-mail to sign 1 document.',
    );
    await expect(dialog).toHaveTextContent('Lea Legal will sign without a visible stamp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Send the request?' });
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
