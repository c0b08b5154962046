import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signingOverlays } from '../../src/features/signing/components/overlays/SigningOverlays';
import type { OverlayRegistry } from '../../src/ui';
import { withRouter } from '../pages/shell/with-router';
import { phone, scrollsSideways } from '../ui/story-helpers';

// The two overlays a signer confirms before signing, as the overlay host shows them: where the
// one-time code of an advanced or qualified signature goes, and the meaning of a Part 11
// signature. Continue ends an overlay ('complete'); Cancel closes it, which stops the signing.

interface Args {
  overlay: OverlayRegistry[string];
  props: Record<string, unknown>;
  loading: boolean;
  persistent: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: string, payload?: unknown) => void;
}

function Host({ overlay: Content, ...rest }: Args) {
  return <Content {...rest} />;
}

const mobileAes = { overlay: signingOverlays['mobile-aes'] as Args['overlay'] };
const withNumber = { ...mobileAes, props: { quality: 'qes', mobile: '+41791234567' } };
const withoutNumber = { ...mobileAes, props: { quality: 'aes', mobile: null } };
// The e-mail variant links to the settings: router-aware links need a router.
const linked = { args: withoutNumber, decorators: [withRouter] };
const part11 = {
  overlay: signingOverlays['part-11-verification'] as Args['overlay'],
  props: {
    name: 'Dana Demo',
    reason: 'Approval of batch record 2026-114',
    date: '2026-11-26T09:30:00Z',
  },
};

const meta = {
  title: 'Overlays/Signing confirmations',
  component: Host,
  args: {
    ...withNumber,
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: { controls: { exclude: ['overlay'] }, layout: 'fullscreen', path: '/view/sr_1' },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (name: string) => within(within(document.body).getByRole('dialog', { name }));
const mobileTitle = 'A one-time code confirms your signature';
const part11Title = 'Confirm your regulated signature';

/** Clicks, then moves the pointer away, so the baseline shows the button at rest. */
async function press(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.unhover(button);
}

export const MobileAesToPhone: Story = {
  tags: ['page'],
  play: async ({ args }) => {
    const shown = overlay(mobileTitle);
    // The stored number, masked: the country code and the last two digits.
    await expect(
      shown.getByText(/A qualified signature .* by text message to \+41\*{7}67\./),
    ).toBeVisible();
    await expect(shown.queryByRole('link')).toBeNull();
    await press(shown.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete');
  },
};

export const MobileAesToEmail: Story = {
  tags: ['page'],
  ...linked,
  play: async () => {
    const shown = overlay(mobileTitle);
    await expect(
      shown.getByText(/An advanced signature .* to your e-mail address\./),
    ).toBeVisible();
    await expect(
      shown.getByRole('link', { name: 'Add a mobile number in your settings' }),
    ).toHaveAttribute('href', '/profile/settings');
  },
};

export const MobileAesCancel: Story = {
  ...linked,
  play: async ({ args }) => {
    await press(overlay(mobileTitle).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const MobileAesLoading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(overlay(mobileTitle).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const MobileAesPhoneWidth: Story = {
  ...phone,
  ...linked,
  play: async () => {
    await expect(overlay(mobileTitle).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Part11VerificationIdle: Story = {
  tags: ['page'],
  args: part11,
  play: async () => {
    const shown = overlay(part11Title);
    await expect(shown.getByText('Dana Demo')).toBeVisible();
    await expect(shown.getByText('Approval of batch record 2026-114')).toBeVisible();
    await expect(shown.getByText(/^26 November 2026/)).toBeVisible();
    await expect(
      shown.getByRole('checkbox', { name: /legally binding equivalent of my handwritten/ }),
    ).not.toBeChecked();
  },
};

export const Part11VerificationUnconfirmed: Story = {
  args: part11,
  play: async ({ args }) => {
    const shown = overlay(part11Title);
    await press(shown.getByRole('button', { name: 'Continue' }));
    await expect(
      shown.getByText('Please confirm the meaning of your signature to continue.'),
    ).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Part11VerificationConfirmed: Story = {
  args: part11,
  play: async ({ args }) => {
    const shown = overlay(part11Title);
    await userEvent.click(shown.getByRole('checkbox'));
    await press(shown.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('complete');
  },
};

export const Part11VerificationCancel: Story = {
  args: part11,
  play: async ({ args }) => {
    await press(overlay(part11Title).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Part11VerificationPhoneWidth: Story = {
  ...phone,
  args: part11,
  play: async () => {
    await expect(overlay(part11Title).getByRole('checkbox')).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};
