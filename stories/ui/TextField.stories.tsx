import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmailField, Form, TextArea, TextField, Button } from '../../src/ui';
import { column, dark, longText } from './story-helpers';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [column()],
  args: { label: 'Document title' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Signers see this title in their e-mail.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Document title');
    await userEvent.type(input, 'NDA 2026');
    await expect(input).toHaveValue('NDA 2026');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Document title')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked title' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This title is already used' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Document title');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('This title is already used')).toBeVisible();
  },
};

export const InvalidDark: Story = { ...Invalid, ...dark };

export const LongText: Story = {
  args: { label: longText, defaultValue: longText, description: longText },
};

/** The spec's generic messages come from the field's validity, translated. */
export const GenericMessages: Story = {
  render: () => (
    <Form>
      <TextField label="Name" isRequired maxLength={40} />
      <TextField label="Code" isRequired pattern="[A-Z]+" description="Uppercase letters" />
      <EmailField label="E-mail" isRequired defaultValue="not-an-address" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Browsers flag minLength only after trusted typing, so the story checks a pattern instead
    // (form-messages.test.ts covers the length messages).
    await userEvent.type(canvas.getByLabelText(/Code/), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Invalid format')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
  },
};

export const GenericMessagesGerman: Story = {
  ...GenericMessages,
  globals: { locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Email: Story = {
  render: () => <EmailField label="E-mail" description="We never share it." />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const MultiLine: Story = {
  render: () => <TextArea label="Message to signers" description="Optional" maxLength={500} />,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Message to signers');
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};

export const MultiLineInvalid: Story = {
  render: () => <TextArea label="Reason" isInvalid errorMessage="Please give a reason" />,
};

/** Right-to-left: label, input text and error align to the start edge and wrap there. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'כותרת המסמך',
    defaultValue: 'חוזה שכירות',
    isInvalid: true,
    errorMessage: 'הכותרת כבר בשימוש',
  },
};
