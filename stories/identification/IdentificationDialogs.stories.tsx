import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import {
  identificationDialogs,
  identificationOverlays,
} from '../../src/features/identification/components/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';

// The identification's dialogs as the dialog host shows them: idle, busy, refused (the dialog
// stays open and says why) and done (its action runs with the answer); and the name-mismatch
// overlay with and without the name the account had.

interface Args extends DialogContentProps<Record<string, unknown>, unknown> {
  dialog: DialogRegistry[string][string];
}

function Host({ dialog: Content, ...rest }: Args) {
  return (
    <Modal isOpen>
      <Content {...rest} />
    </Modal>
  );
}

const { identification } = identificationDialogs;
const austria = identification['connect-id-austria'] as Args['dialog'];
const supply = identification['supply-eid-data'] as Args['dialog'];

const meta = {
  title: 'Dialogs/Identification',
  component: Host,
  args: { dialog: austria, props: {}, loading: false, failure: null, onAction: fn() },
  parameters: { controls: { exclude: ['dialog'] } },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => within(within(document.body).getByRole('dialog', { name }));

export const ConnectIdAustria: Story = {
  play: async ({ args }) => {
    const dialog = dialogNamed('Connect an Austrian eID');
    await expect(dialog.getByText(/sent to ID Austria/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to ID Austria' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const ConnectIdAustriaLoading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = dialogNamed('Connect an Austrian eID');
    await expect(dialog.getByRole('button', { name: /Continue to ID Austria/ })).toBeDisabled();
  },
};

export const ConnectIdAustriaRefused: Story = {
  args: { failure: problemMessages.IDENTIFICATION_METHOD_NOT_OFFERED },
  play: async () => {
    const dialog = dialogNamed('Connect an Austrian eID');
    await expect(dialog.getByText('The identification could not be started')).toBeVisible();
  },
};

const name = { firstName: 'Dana', lastName: 'Demo' };

export const SupplyEidData: Story = {
  args: { dialog: supply, props: name },
  play: async ({ args }) => {
    const dialog = dialogNamed('Your name as on your ID');
    const first = dialog.getByRole('textbox', { name: /First name/ });
    await expect(first).toHaveValue('Dana');
    await userEvent.clear(first);
    await userEvent.type(first, 'Dana Maria');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onAction).toHaveBeenCalledWith({ firstName: 'Dana Maria', lastName: 'Demo' });
  },
};

export const SupplyEidDataLoading: Story = {
  args: { dialog: supply, props: name, loading: true },
  play: async () => {
    await expect(
      dialogNamed('Your name as on your ID').getByRole('button', { name: /Save/ }),
    ).toBeDisabled();
  },
};

export const SupplyEidDataRefused: Story = {
  args: { dialog: supply, props: name, failure: problemMessages.IDENTITY_FIXED },
  play: async () => {
    await expect(dialogNamed('Your name as on your ID').getByRole('alert')).toBeVisible();
  },
};

// The overlay

const Mismatch = identificationOverlays['identification-name-mismatch'];

export const NameMismatch: StoryObj<typeof Mismatch> = {
  render: (args) => <Mismatch {...args} />,
  args: {
    props: { verified: 'Dana Maria Demo', previous: 'Dana Demo' },
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ args }) => {
    const overlay = within(
      within(document.body).getByRole('dialog', { name: 'Your name was updated' }),
    );
    await expect(
      overlay.getByText('Your ID says Dana Maria Demo. Your account said Dana Demo.'),
    ).toBeVisible();
    await expect(overlay.getByText(/now carries Dana Maria Demo/)).toBeVisible();
    await userEvent.click(overlay.getByRole('button', { name: 'Understood' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete');
  },
};

export const NameMismatchUnknownBefore: StoryObj<typeof Mismatch> = {
  ...NameMismatch,
  args: { ...NameMismatch.args, props: { verified: 'Dana Maria Demo' } },
  play: async () => {
    await expect(
      within(document.body).getByText(/differs from the name your account had/),
    ).toBeVisible();
  },
};
