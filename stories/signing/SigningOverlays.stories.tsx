import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  signingOverlays,
  type SigningOverlayProps,
} from '../../src/features/signing/components/overlays/SigningOverlays';
import type { SigningOverlayName } from '../../src/features/signing/flow/outcome';
import type { OverlayRegistry } from '../../src/ui';

// Each signing overlay as the overlay host shows it: idle, busy with an action, the failure
// variants (error) and the way on (success: the button ends it with its choice).

interface Args {
  overlay: OverlayRegistry[string];
  props: SigningOverlayProps;
  loading: boolean;
  persistent: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: string, payload?: unknown) => void;
}

function Host({ overlay: Content, ...rest }: Args) {
  return <Content {...rest} />;
}

const overlayOf = (name: SigningOverlayName): Args['overlay'] => signingOverlays[name];

const meta = {
  title: 'Overlays/Signing',
  component: Host,
  args: {
    overlay: overlayOf('signing-success'),
    props: {},
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: { controls: { exclude: ['overlay'] }, layout: 'fullscreen' },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks, then moves the pointer away, so the baseline shows the button at rest. */
async function press(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.unhover(button);
}

const overlay = (name: string) => within(within(document.body).getByRole('dialog', { name }));

export const InProgress: Story = {
  args: { overlay: overlayOf('signing-in-progress'), persistent: true },
  play: async () => {
    const shown = overlay('Signing…');
    await expect(shown.getByText(/being applied/)).toBeVisible();
    // Persistent: no way out but the end of the signing.
    await expect(shown.queryByRole('button')).toBeNull();
  },
};

export const SuccessIdle: Story = {
  tags: ['page'],
  play: async ({ args }) => {
    const shown = overlay('Signed');
    // The panel's heading shows the outcome (the dialog's own title only names it, hidden).
    const headings = shown.getAllByRole('heading', { name: 'Signed' });
    await expect(headings.at(-1)).toBeVisible();
    // Exactly one way on.
    await expect(shown.getAllByRole('button')).toHaveLength(1);
    await press(shown.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'close' });
  },
};

export const SuccessLoading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(overlay('Signed').getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const SuccessWithCountdown: Story = {
  args: { props: { exit: { url: 'https://example.com/done', seconds: 45 } } },
  play: async ({ args }) => {
    const shown = overlay('Signed');
    await expect(shown.getByText(/redirected in 45 seconds/)).toBeVisible();
    // One primary way on (leave now), one quieter way (stay, which ends the countdown).
    await expect(shown.getAllByRole('button')).toHaveLength(2);
    await press(shown.getByRole('button', { name: 'Continue now' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'leave' });
  },
};

export const SuccessStay: Story = {
  args: { props: { exit: { url: 'https://example.com/done', seconds: 45 } } },
  play: async ({ args }) => {
    await press(overlay('Signed').getByRole('button', { name: 'Stay on this page' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'close' });
  },
};

export const FailureServer: Story = {
  tags: ['page'],
  args: { overlay: overlayOf('signing-failure'), props: { code: 'INTERNAL' } },
  play: async ({ args }) => {
    const shown = overlay('Signing failed');
    await expect(shown.getByText(/Something went wrong on our side/)).toBeVisible();
    await press(shown.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const FailureWithdrawn: Story = {
  tags: ['page'],
  args: {
    overlay: overlayOf('signing-failure'),
    props: { code: 'INVALID_STATE', requestState: 'WITHDRAWN' },
  },
  play: async ({ args }) => {
    const shown = overlay('Request withdrawn');
    await expect(shown.getByText(/withdrawn by its sender/)).toBeVisible();
    // Trying again cannot help: no "Try again", one way back.
    await expect(shown.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(shown.getAllByRole('button')).toHaveLength(1);
    await press(shown.getByRole('button', { name: 'Back to the request' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'close' });
  },
};

export const FailureError: Story = {
  args: { overlay: overlayOf('signing-failure'), props: { code: 'IDENTIFICATION_REQUIRED' } },
  play: async () => {
    const shown = overlay('Signing failed');
    await expect(shown.getByText('Please verify your identity before signing.')).toBeVisible();
    await expect(shown.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const FailureWithErrorUrl: Story = {
  args: {
    overlay: overlayOf('signing-failure'),
    props: { exit: { url: 'https://example.com/error', seconds: 10 } },
  },
  play: async () => {
    const shown = overlay('Signing failed');
    await expect(shown.getByText(/connection to the server was interrupted/)).toBeVisible();
    await expect(shown.getByText(/redirected in 10 seconds/)).toBeVisible();
  },
};

export const Locked: Story = {
  args: { overlay: overlayOf('signing-locked') },
  play: async ({ args }) => {
    const shown = overlay('Someone else is signing');
    await press(shown.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanExpired: Story = {
  args: { overlay: overlayOf('tan-expired') },
  play: async ({ args }) => {
    const shown = overlay('The code has expired');
    await press(shown.getByRole('button', { name: 'Request a new code' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanInvalid: Story = {
  args: { overlay: overlayOf('tan-invalid') },
  play: async ({ args }) => {
    const shown = overlay('The code is not correct');
    await press(shown.getByRole('button', { name: 'Enter the code again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanLocked: Story = {
  args: { overlay: overlayOf('tan-locked') },
  play: async ({ args }) => {
    const shown = overlay('Signing is locked');
    await expect(shown.getByText(/locked for 30 minutes/)).toBeVisible();
    // One way out: no second "Close" in the corner.
    await expect(shown.getAllByRole('button')).toHaveLength(1);
    await press(shown.getByRole('button', { name: 'Back to the request' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'close' });
  },
};

export const ExhaustedSignatures: Story = {
  args: { overlay: overlayOf('exhausted-signatures') },
  play: async ({ args }) => {
    const shown = overlay('No free signatures left');
    await press(shown.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'upgrade' });
  },
};
