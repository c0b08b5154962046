import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviteForm } from '../../src/features/prepare/components/InviteForm';
import { clearAnnouncements } from '../pages/account/mock-api';
import { emptyDraft, filledDraft, samplePdf } from './fixtures';

const meta = {
  title: 'Prepare/Invite form',
  component: InviteForm,
  parameters: { layout: 'padded' },
  args: { request: emptyDraft, save: fn(async () => {}), send: fn(async () => {}) },
  // The viewer gets fresh bytes made by pdf-lib for every story.
  loaders: [async () => ({ pdf: await samplePdf() })],
  render: (args, { loaded }) => (
    <main>
      <InviteForm {...args} sourceFor={() => ({ data: loaded.pdf as Uint8Array })} />
    </main>
  ),
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Service agreement');
    await expect(
      canvas.getByText('Add a signer with an e-mail address to place signature boxes.'),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  args: { request: filledDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signers = canvas.getByRole('list', { name: 'Signers' });
    await expect(within(signers).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('switch', { name: /one after another/ })).toBeChecked();
    // Reorder with the keyboard: Lea moves before Max.
    canvas.getByRole('button', { name: 'Move Lea Legal up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(signers).getAllByRole('heading')[0]).toHaveTextContent('1. Lea Legal');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [form] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [
      { signers: { email: string }[] },
    ];
    await expect(form.signers.map((signer) => signer.email)).toEqual([
      'lea.legal@acme.example',
      'max.muster@example.ch',
    ]);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Title/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add signer' }));
    await userEvent.type(canvas.getByRole('combobox', { name: /E-mail/ }), 'not-an-address');
    // The suggestion list hides the rest of the page from assistive technology until closed.
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Enter a number like 079 555 0123.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expect(args.save).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Saving: Story = {
  args: { request: filledDraft, save: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save as draft/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    clearAnnouncements();
  },
};

export const SaveFailed: Story = {
  args: {
    request: filledDraft,
    save: fn(async () => {
      throw { type: 'about:blank', status: 409, code: 'INVALID_STATE', message: 'x' };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The pages take their height once the document is loaded: click after that, so the page
    // scrolls to the same place every time (the screenshot shows where it ends).
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 10_000,
    });
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), ' Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The request could not be saved: This is not possible in the current state. Your input is kept.',
    );
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Please sign by Friday. Thanks!',
    );
    clearAnnouncements();
  },
};

const standardNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Required signature standard' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

// The four standards for a sender whose business switched on Part 11; advanced and qualified
// ones name their legislation, simple and Part 11 not.
export const Qualities: Story = {
  args: { request: filledDraft, part11Enabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standards = canvas.getByRole('radiogroup', { name: 'Required signature standard' });
    await expect(standardNames(canvasElement)).toEqual([
      'Simple electronic signature (SES)',
      'Advanced electronic signature (AES)',
      'Qualified electronic signature (QES)',
      'Regulated records (21 CFR Part 11)',
    ]);
    const legislation = () => canvas.queryByRole('radiogroup', { name: 'Legislation' });
    await expect(legislation()).toBeVisible();
    await userEvent.click(within(standards).getByRole('radio', { name: /\(AES\)/ }));
    await userEvent.click(within(legislation()!).getByRole('radio', { name: 'EU law (eIDAS)' }));
    await userEvent.click(within(standards).getByRole('radio', { name: /\(SES\)/ }));
    await expect(legislation()).toBeNull();
    await userEvent.click(within(standards).getByRole('radio', { name: /Part 11/ }));
    await expect(legislation()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [form] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [{ quality: string }];
    await expect(form.quality).toBe('PART11');
  },
};

// Anyone else is not offered Part 11 (the server would refuse it)…
export const QualitiesWithoutPart11: Story = {
  args: { request: filledDraft },
  play: async ({ canvasElement }) => {
    await expect(standardNames(canvasElement)).toEqual([
      'Simple electronic signature (SES)',
      'Advanced electronic signature (AES)',
      'Qualified electronic signature (QES)',
    ]);
  },
};

// …unless the draft already asks for it: the form shows what is saved.
export const SavedAtPart11: Story = {
  args: { request: { ...filledDraft, quality: 'PART11' } },
  play: async ({ canvasElement }) => {
    await expect(standardNames(canvasElement)).toContain('Regulated records (21 CFR Part 11)');
    await expect(within(canvasElement).getByRole('radio', { name: /Part 11/ })).toBeChecked();
  },
};
