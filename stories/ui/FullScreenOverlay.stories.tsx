import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  FullScreenOverlay,
  ProgressBar,
  ResultPanel,
  Text,
  type FullScreenOverlayProps,
} from '../../src/ui';
import { dark } from './story-helpers';

/** The stories' args: an overlay with a title, or (`Labelled`) with a label instead. */
type Args = Omit<FullScreenOverlayProps, 'title' | 'label'> & { title?: ReactNode; label?: string };

const meta = {
  title: 'UI/FullScreenOverlay',
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Create a signer group',
    children: <Text>Group signers you often invite together.</Text>,
    actions: <Button>Create group</Button>,
  },
  decorators: [
    (Story) => (
      <div>
        <p>The page behind the overlay must be completely hidden.</p>
        <Story />
      </div>
    ),
  ],
  render: (args) => <FullScreenOverlay {...(args as FullScreenOverlayProps)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Create a signer group' });
    // Spec: the scrim sits at z-index 1900, fully opaque, and the page cannot scroll.
    const overlayRoot = [...document.body.querySelectorAll('div')].find(
      (el) => getComputedStyle(el).zIndex === '1900',
    );
    await expect(overlayRoot).toBeDefined();
    await expect(getComputedStyle(overlayRoot!).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Dark: Story = { ...dark };

export const Persistent: Story = {
  args: {
    persistent: true,
    title: 'Signing in progress',
    children: <ProgressBar label="Applying your signature" isIndeterminate />,
    actions: undefined,
  },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Signing in progress' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body().queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, actions: <Button loading>Create group</Button> },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ActionsOnly: Story = {
  args: {
    closeButton: false,
    title: 'Signature applied',
    children: <Text>The document is signed.</Text>,
    actions: <Button>Close</Button>,
  },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Signature applied' });
    // The footer's button is the one way out; Escape still closes the overlay.
    await expect(body().getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Content with its own heading (a ResultPanel) names the overlay by a label: one heading. */
export const Labelled: Story = {
  args: {
    title: undefined,
    label: 'Document signed',
    closeButton: false,
    actions: undefined,
    children: (
      <ResultPanel tone="success" title="Document signed" primaryAction={<Button>Continue</Button>}>
        Both signatures are in the document.
      </ResultPanel>
    ),
  },
  play: async () => {
    await body().findByRole('dialog', { name: 'Document signed' });
    await expect(body().getAllByRole('heading', { name: 'Document signed' })).toHaveLength(1);
  },
};
