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
  play: async ({ args }) => {
    const shown = overlay('Signed');
    await userEvent.click(shown.getByRole('button', { name: 'Continue' }));
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
    await userEvent.click(shown.getByRole('button', { name: 'Stay on this page' }));
    await expect(shown.getByText('The automatic redirect is stopped.')).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Continue now' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'leave' });
  },
};

export const FailureError: Story = {
  args: { overlay: overlayOf('signing-failure'), props: { code: 'IDENTIFICATION_REQUIRED' } },
  play: async ({ args }) => {
    const shown = overlay('Signing failed');
    await expect(shown.getByText('Please verify your identity before signing.')).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const FailureWithErrorUrl: Story = {
  args: {
    overlay: overlayOf('signing-failure'),
    props: { exit: { url: 'https://example.com/error', seconds: 10 } },
  },
  play: async () => {
    const shown = overlay('Signing failed');
    await expect(shown.getByText(/Something went wrong/)).toBeVisible();
    await expect(shown.getByText(/redirected in 10 seconds/)).toBeVisible();
  },
};

export const Locked: Story = {
  args: { overlay: overlayOf('signing-locked') },
  play: async ({ args }) => {
    const shown = overlay('Someone else is signing');
    await userEvent.click(shown.getByRole('button', { name: 'Try again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanExpired: Story = {
  args: { overlay: overlayOf('tan-expired') },
  play: async ({ args }) => {
    const shown = overlay('The code has expired');
    await userEvent.click(shown.getByRole('button', { name: 'Request a new code' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanInvalid: Story = {
  args: { overlay: overlayOf('tan-invalid') },
  play: async ({ args }) => {
    const shown = overlay('The code is not correct');
    await userEvent.click(shown.getByRole('button', { name: 'Enter the code again' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'retry' });
  },
};

export const TanLocked: Story = {
  args: { overlay: overlayOf('tan-locked') },
  play: async ({ args }) => {
    const shown = overlay('Signing is locked');
    await expect(shown.getByText(/locked for 30 minutes/)).toBeVisible();
    // One way out, in the footer: no second "Close" in the corner.
    await expect(shown.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'close' });
  },
};

export const ExhaustedSignatures: Story = {
  args: { overlay: overlayOf('exhausted-signatures') },
  play: async ({ args }) => {
    const shown = overlay('No free signatures left');
    await userEvent.click(shown.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete', { choice: 'upgrade' });
  },
};
