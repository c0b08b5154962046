import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  ButtonGroup,
  IconButton,
  MoreIcon,
  PlusIcon,
  buttonSizes,
  buttonVariants,
} from '../../src/ui';
import { dark, longText, selectControl } from './story-helpers';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Send for signing', onPress: fn() },
  argTypes: { variant: selectControl(buttonVariants), size: selectControl(buttonSizes) },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send for signing' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every variant in every size, so a change to one shows up next to the others. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <ButtonGroup key={size}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
        </ButtonGroup>
      ))}
    </div>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, ...dark };

export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    // Pending buttons keep focus but ignore presses, so a double click cannot submit twice.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { variant: 'danger', children: 'Delete documents' } };
export const DangerDark: Story = { ...Danger, ...dark };

export const LongText: Story = {
  args: { children: longText },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Button {...args} fullWidth />
    </div>
  ),
};

export const IconButtons: Story = {
  render: () => (
    <ButtonGroup>
      <IconButton label="Add signer" icon={<PlusIcon />} variant="primary" />
      <IconButton label="More actions" icon={<MoreIcon />} />
      <IconButton label="More actions" icon={<MoreIcon />} size="sm" variant="secondary" />
      <IconButton label="More actions" icon={<MoreIcon />} size="lg" isDisabled />
    </ButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add signer' })).toBeVisible();
  },
};

export const GroupAlignments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 480 }}>
      {(['start', 'end', 'spread'] as const).map((align) => (
        <ButtonGroup key={align} align={align} label={`Aligned ${align}`}>
          <Button variant="secondary">Cancel</Button>
          <Button>Confirm</Button>
        </ButtonGroup>
      ))}
    </div>
  ),
};
