import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  ButtonGroup,
  SnackbarRegion,
  createSnackbarQueue,
  statusTones,
  type SnackbarMessage,
} from '../../src/ui';
import { dark, longText } from './story-helpers';

/** Shows `initial` at once (for screenshots) and offers a button to add one more. */
function Demo({ initial, extra }: { initial: SnackbarMessage[]; extra: SnackbarMessage }) {
  const [snackbars] = useState(() => {
    const queue = createSnackbarQueue({ maxVisible: 5 });
    initial.forEach((message) => queue.show(message));
    return queue;
  });
  return (
    <>
      <ButtonGroup>
        <Button onPress={() => snackbars.show(extra)}>Show snackbar</Button>
      </ButtonGroup>
      <SnackbarRegion snackbars={snackbars} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  args: { initial: [], extra: { message: 'Reminder sent' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Spec: closes after 3000 ms by default. */
export const ClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show snackbar' }));
    await expect(await body().findByText('Reminder sent')).toBeVisible();
    await userEvent.unhover(body().getByText('Reminder sent'));
    await waitFor(() => expect(body().queryByText('Reminder sent')).toBeNull(), { timeout: 4500 });
  },
};

export const Dismiss: Story = {
  args: { extra: { message: 'Document deleted', indefinite: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show snackbar' }));
    await userEvent.click(await body().findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByText('Document deleted')).toBeNull());
  },
};

const undo = fn();
export const WithAction: Story = {
  args: {
    extra: { message: 'Signer removed', indefinite: true, action: { text: 'Undo', handler: undo } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show snackbar' }));
    await userEvent.click(await body().findByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalled();
    await waitFor(() => expect(body().queryByText('Signer removed')).toBeNull());
  },
};

/** Every colour, indefinite so the screenshot is stable; one not dismissible, one long. */
export const Colours: Story = {
  args: {
    initial: [
      ...statusTones.map((color) => ({ message: `A ${color} message`, color, indefinite: true })),
      { message: longText, indefinite: true, dismissible: false, color: 'warning' as const },
    ],
  },
  play: async () => {
    await expect(await body().findByText('A danger message')).toBeVisible();
    await expect(body().getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
  },
};

export const ColoursDark: Story = { ...Colours, ...dark };

export const KeyboardF6: Story = {
  args: { initial: [{ message: 'Saved', indefinite: true }] },
  play: async () => {
    await body().findByText('Saved');
    // F6 jumps into the notifications landmark from anywhere on the page.
    await userEvent.keyboard('{F6}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="region"]')).toHaveAccessibleName(
        'Notifications',
      ),
    );
  },
};
