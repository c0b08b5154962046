import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { messages as requestMessages } from '../../src/features/requests/messages';
import { FormDialog, Modal, TextField, type FormDialogProps } from '../../src/ui';
import { dark } from './story-helpers';

// The one frame of a dialog that asks for something: text, failure, fields, cancel + confirm.
// Each variant is data (the frame's props); the dialog host decides loading and failure.

interface Args extends FormDialogProps {
  /** What the Modal reports: Escape or the close button ask to close. */
  onOpenChange: (open: boolean) => void;
  /** The e-mail field's error, as a field shows it after a failed check. */
  fieldError?: string;
}

function Host({ onOpenChange, fieldError, ...frame }: Args) {
  return (
    <Modal isOpen onOpenChange={onOpenChange}>
      <FormDialog {...frame}>
        {frame.onSubmit && (
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="email"
            isRequired
            isInvalid={Boolean(fieldError)}
            validationBehavior={fieldError ? 'aria' : 'native'}
            errorMessage={fieldError}
          />
        )}
      </FormDialog>
    </Modal>
  );
}

/** The variants: what each one adds to the frame (an e-mail form unless it says otherwise). */
const variants = {
  default: { onSubmit: fn() },
  fieldError: { onSubmit: fn(), fieldError: 'Enter a valid e-mail address.' },
  actionError: {
    onSubmit: fn(),
    failureTitle: requestMessages.observerFailed,
    failure: problemMessages.CONFLICT,
  },
  submitting: { onSubmit: fn(), loading: true },
  destructive: {
    title: 'Withdraw the request?',
    text: 'Signers can no longer open the documents. Signatures already given stay in the log.',
    confirm: 'Withdraw',
    danger: true,
    onConfirm: fn(),
  },
} satisfies Record<string, Partial<Args>>;

const meta = {
  title: 'UI/FormDialog',
  component: Host,
  args: {
    title: 'Add observer',
    text: 'Observers receive the signed documents and can follow the request.',
    cancel: 'Cancel',
    confirm: 'Add observer',
    loading: false,
    failure: null,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogNamed = (name: string) =>
  body().queryByRole('dialog', { name }) ?? body().getByRole('alertdialog', { name });

/** Tabs `count` times and names what took focus each time: a field by its name. */
async function tabStops(count: number) {
  const stops: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await userEvent.tab();
    const active = document.activeElement as HTMLElement | null;
    const field = active instanceof HTMLInputElement ? `field ${active.name}` : null;
    stops.push(field ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '');
  }
  return stops;
}

export const Default: Story = {
  args: variants.default,
  play: async ({ args }) => {
    const dialog = dialogNamed('Add observer');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab reaches the close button, the field and both buttons, then comes round again.
    await expect(await tabStops(5)).toEqual([
      'Close',
      'field email',
      'Cancel',
      'Add observer',
      'Close',
    ]);
    // Enter in the field submits the form with what was typed.
    const field = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await userEvent.click(field);
    await userEvent.type(field, 'anna.keller@example.ch{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as Mock<(values: FormData) => void>).mock.calls[0] ?? [];
    await expect(values?.get('email')).toBe('anna.keller@example.ch');
    // Escape asks to close.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const DefaultDark: Story = { args: variants.default, ...dark };

export const FieldError: Story = {
  args: variants.fieldError,
  play: async () => {
    const field = within(dialogNamed('Add observer')).getByRole('textbox', { name: /E-mail/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
  },
};

export const ActionError: Story = {
  args: variants.actionError,
  play: async ({ args }) => {
    const dialog = within(dialogNamed('Add observer'));
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to add observer');
    await expect(alert).toHaveTextContent('This already exists or was changed by someone else.');
    // The user may try again from the keyboard: the confirm button submits once more.
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'b@example.ch');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Add observer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: variants.submitting,
  play: async ({ args }) => {
    const dialog = dialogNamed('Add observer');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    for (const name of ['Cancel', 'Add observer', 'Close']) {
      await expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: variants.destructive,
  play: async ({ args }) => {
    // A destructive confirmation is an alertdialog with a danger button, and no form.
    const dialog = body().getByRole('alertdialog', { name: 'Withdraw the request?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(await tabStops(3)).toEqual(['Close', 'Cancel', 'Withdraw']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
