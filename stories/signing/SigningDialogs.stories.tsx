import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { sendGuestTan } from '../../src/features/signing/api/guest';
import { signingDialogs } from '../../src/features/signing/components/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { answer, clearAnnouncements, newUser, pending, problem } from './mock';

// Each signing dialog as the shell's dialog host shows it: idle, busy, refused by the server
// (the dialog stays open and says why) and done (its action runs with the answer).

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

const { document: documentDialogs, other } = signingDialogs;
const dialogOf = (entry: unknown) => entry as Args['dialog'];

const meta = {
  title: 'Dialogs/Signing',
  component: Host,
  args: {
    dialog: dialogOf(documentDialogs?.['upgrade-standards']),
    props: { required: 'qes' },
    loading: false,
    failure: null,
    onAction: fn(),
  },
  parameters: { controls: { exclude: ['dialog'] } },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
// A destructive dialog (decline) is an alertdialog.
const openDialog = (name: string) =>
  body().queryByRole('dialog', { name }) ?? body().getByRole('alertdialog', { name });

// document/upgrade-standards

export const UpgradeStandardsIdle: Story = {
  play: async () => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(dialog.getByText(/needs a qualified signature/)).toBeVisible();
  },
};

export const UpgradeStandardsLoading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(dialog.getByRole('button', { name: 'Set up signature standards' })).toBeDisabled();
  },
};

export const UpgradeStandardsError: Story = {
  args: { props: { required: 'ses', unverified: true } },
  play: async () => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(dialog.getByText(/confirm your e-mail address/)).toBeVisible();
  },
};

export const UpgradeStandardsSuccess: Story = {
  args: { props: { required: 'aes' } },
  play: async ({ args }) => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(dialog.getByText(/needs an advanced signature/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Set up signature standards' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

// The standard a request bound to a legislation needs, named with it.
export const UpgradeStandardsLegislation: Story = {
  args: { props: { required: 'qes', legislation: 'EIDAS' } },
  play: async () => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(
      dialog.getByText(/needs a qualified signature under EU law \(eIDAS\)\./),
    ).toBeVisible();
  },
};

// A guest identifies instead of setting up an account's standards.
export const UpgradeStandardsGuest: Story = {
  args: { props: { required: 'aes', legislation: 'ZERTES', guest: true } },
  play: async ({ args }) => {
    const dialog = within(openDialog('Upgrade your signature'));
    await expect(
      dialog.getByText(
        /needs an advanced signature under Swiss law \(ZertES\)\. Identify yourself once/,
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Set up signature standards' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Identify now' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

// document/terms-of-use

const terms = { dialog: dialogOf(documentDialogs?.['terms-of-use']), props: {} };

export const TermsOfUseIdle: Story = {
  args: terms,
  play: async ({ args }) => {
    const dialog = within(openDialog('Terms of use'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and continue' }));
    await expect(dialog.getByText('Please accept the terms to continue.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const TermsOfUseLoading: Story = {
  args: { ...terms, loading: true },
  play: async () => {
    const dialog = within(openDialog('Terms of use'));
    await expect(dialog.getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
  },
};

// The opener saves the acceptance; its failure comes back through the host.
export const TermsOfUseError: Story = {
  args: { ...terms, failure: problemMessages.VALIDATION_FAILED },
  play: async () => {
    const dialog = within(openDialog('Terms of use'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Some of the information is not valid.',
    );
    clearAnnouncements();
  },
};

export const TermsOfUseSuccess: Story = {
  args: terms,
  play: async ({ args }) => {
    const dialog = within(openDialog('Terms of use'));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

// document/visual-signature-data

const visual = {
  dialog: dialogOf(documentDialogs?.['visual-signature-data']),
  props: { user: newUser },
};

export const VisualSignatureDataIdle: Story = {
  args: visual,
  play: async () => {
    const dialog = within(openDialog('Your signature details'));
    await expect(dialog.getByLabelText(/Name on the signature/)).toHaveValue('Dana Demo');
    await expect(dialog.getByLabelText(/^Location/)).toHaveValue('');
  },
};

export const VisualSignatureDataLoading: Story = {
  args: visual,
  parameters: { msw: { handlers: [pending('put', '/v1/user')] } },
  play: async () => {
    const dialog = within(openDialog('Your signature details'));
    await userEvent.type(dialog.getByLabelText(/^Location/), 'Zürich');
    await userEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save and continue' })).toBeDisabled(),
    );
  },
};

export const VisualSignatureDataError: Story = {
  args: visual,
  parameters: { msw: { handlers: [problem('put', '/v1/user', 400, 'VALIDATION_FAILED')] } },
  play: async ({ args }) => {
    const dialog = within(openDialog('Your signature details'));
    await userEvent.type(dialog.getByLabelText(/^Location/), 'Zürich');
    await userEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Some of the information is not valid.',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const VisualSignatureDataSuccess: Story = {
  args: visual,
  parameters: { msw: { handlers: [answer('put', '/v1/user', newUser)] } },
  play: async ({ args }) => {
    const dialog = within(openDialog('Your signature details'));
    await userEvent.type(dialog.getByLabelText(/^Location/), 'Zürich');
    await userEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};

// document/tan-entry

const guest = {
  id: 'sr_Qm4nT8wLp2Yc7Vx1',
  userid: 'gl_q3V8mX1pL6wZ9tY2bN5cR7dK4fH0jS8aE6uW1iO3gT',
};
const tan = {
  dialog: dialogOf(documentDialogs?.['tan-entry']),
  // A guest link can ask for a new code; the call answers from the handlers below.
  props: { destination: 'd***@example.ch', resend: () => sendGuestTan(guest) },
};

export const TanEntryIdle: Story = {
  args: tan,
  play: async ({ args }) => {
    const dialog = within(openDialog('Enter your one-time password'));
    await expect(dialog.getByText(/sent a 6-digit code to d\*\*\*@example.ch/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/One-time password/), '12ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign now' }));
    await expect(dialog.getByText('Enter the 6 digits of the code.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const TanEntryLoading: Story = {
  args: { ...tan, loading: true },
  play: async () => {
    const dialog = within(openDialog('Enter your one-time password'));
    await expect(dialog.getByRole('button', { name: 'Sign now' })).toBeDisabled();
  },
};

export const TanEntryError: Story = {
  args: tan,
  parameters: {
    msw: { handlers: [problem('post', '/v1/direct/tan/resend', 429, 'RATE_LIMITED')] },
  },
  play: async () => {
    const dialog = within(openDialog('Enter your one-time password'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send a new code' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Too many attempts.');
    clearAnnouncements();
  },
};

export const TanEntryResent: Story = {
  args: tan,
  parameters: {
    msw: {
      handlers: [
        answer(
          'post',
          '/v1/direct/tan/resend',
          { destinationHint: 'd***@example.ch', expiresAt: '2026-11-22T01:00:00Z' },
          202,
        ),
      ],
    },
  },
  play: async () => {
    const dialog = within(openDialog('Enter your one-time password'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send a new code' }));
    await expect(await dialog.findByText(/A new code is on its way/)).toBeVisible();
    clearAnnouncements();
  },
};

export const TanEntrySuccess: Story = {
  args: { ...tan, props: {} },
  play: async ({ args }) => {
    const dialog = within(openDialog('Enter your one-time password'));
    await expect(dialog.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await userEvent.type(dialog.getByLabelText(/One-time password/), '482913');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign now' }));
    await expect(args.onAction).toHaveBeenCalledWith('482913');
  },
};

// other/decline-signing-request

const decline = {
  dialog: dialogOf(other?.['decline-signing-request']),
  props: { requestId: 'sr_Qm4nT8wLp2Yc7Vx1' },
};
const declinePath = '/v3/signature-requests/sr_Qm4nT8wLp2Yc7Vx1/decline';

export const DeclineIdle: Story = {
  args: decline,
  play: async () => {
    const dialog = within(openDialog('Decline the signature request'));
    await expect(dialog.getByLabelText(/Message to the sender/)).toHaveValue('');
  },
};

export const DeclineLoading: Story = {
  args: decline,
  parameters: { msw: { handlers: [pending('post', declinePath)] } },
  play: async () => {
    const dialog = within(openDialog('Decline the signature request'));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Decline request' })).toBeDisabled(),
    );
  },
};

export const DeclineError: Story = {
  args: decline,
  parameters: { msw: { handlers: [problem('post', declinePath, 409, 'INVALID_STATE')] } },
  play: async ({ args }) => {
    const dialog = within(openDialog('Decline the signature request'));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This is not possible in the current state.',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const DeclineSuccess: Story = {
  args: { ...decline, props: { ...decline.props, guest } },
  parameters: {
    msw: {
      handlers: [
        answer('post', '/v3/direct/signature-requests/sr_Qm4nT8wLp2Yc7Vx1/decline', {
          status_overall: 'DECLINED',
        }),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = within(openDialog('Decline the signature request'));
    await userEvent.type(dialog.getByLabelText(/Message to the sender/), 'Clause 4 is wrong.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};

// other/part-11-info

const part11 = {
  dialog: dialogOf(other?.['part-11-info']),
  props: { name: 'Dana Demo', reason: '' },
};

export const Part11Idle: Story = {
  args: part11,
  play: async () => {
    const dialog = within(openDialog('Regulated signature (Part 11)'));
    await expect(dialog.getByLabelText(/Signing name/)).toHaveValue('Dana Demo');
  },
};

export const Part11Loading: Story = {
  args: { ...part11, loading: true },
  play: async () => {
    const dialog = within(openDialog('Regulated signature (Part 11)'));
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Part11Error: Story = {
  args: part11,
  play: async ({ args }) => {
    const dialog = within(openDialog('Regulated signature (Part 11)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Part11Success: Story = {
  args: part11,
  play: async ({ args }) => {
    const dialog = within(openDialog('Regulated signature (Part 11)'));
    await userEvent.type(dialog.getByLabelText(/Reason for signing/), 'Approved');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      signingName: 'Dana Demo',
      signingReason: 'Approved',
    });
  },
};
