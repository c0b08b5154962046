import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, Option, Select, useAsyncOptions } from '../../src/ui';
import { column, dark } from './story-helpers';

const countries = [
  { id: 'CH', name: 'Switzerland' },
  { id: 'DE', name: 'Germany' },
  { id: 'FR', name: 'France' },
  { id: 'AT', name: 'Austria' },
  { id: 'IT', name: 'Italy' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [column()],
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    onSelectionChange: fn(),
    children: null,
  },
  render: (args) => (
    <Select {...args} items={countries}>
      {(c: { id: string; name: string }) => <Option id={c.id}>{c.name}</Option>}
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'France' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('FR');
    await expect(trigger).toHaveTextContent('France');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DE');
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body().findByRole('listbox');
  },
};

export const OpenDark: Story = { ...Open, ...dark };
export const Selected: Story = { args: { defaultSelectedKey: 'CH' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
};

const people = [
  'anna.keller@example.ch',
  'anton.meier@example.ch',
  'luca.rossi@example.it',
  'lea.dubois@example.fr',
];

function EmailAutocomplete({
  onSelectionChange,
  showEmpty = false,
}: {
  onSelectionChange?: (key: unknown) => void;
  showEmpty?: boolean;
}) {
  // A pretend server: answers after 150 ms with addresses that start with the typed text.
  const load = useCallback(
    (query: string, signal: AbortSignal) =>
      new Promise<{ id: string }[]>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            resolve(
              people
                .filter((p) => query && p.startsWith(query.toLowerCase()))
                .map((id) => ({ id })),
            ),
          150,
        );
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
      }),
    [],
  );
  const options = useAsyncOptions(load);
  return (
    <ComboBox
      label="Signer e-mail"
      allowsCustomValue
      items={options.items}
      inputValue={options.inputValue}
      onInputChange={options.onInputChange}
      loading={options.loading}
      allowsEmptyCollection={showEmpty || options.loading}
      onSelectionChange={onSelectionChange}
    >
      {(item: { id: string }) => <Option id={item.id}>{item.id}</Option>}
    </ComboBox>
  );
}

export const ComboBoxAsync: Story = {
  render: (args) => <EmailAutocomplete onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Signer e-mail' });
    await userEvent.type(input, 'an');
    const option = await body().findByRole('option', { name: 'anton.meier@example.ch' });
    await expect(body().getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onSelectionChange).toHaveBeenCalledWith('anton.meier@example.ch'),
    );
    await expect(option).not.toBeInTheDocument();
  },
};

export const ComboBoxNoResults: Story = {
  render: () => <EmailAutocomplete showEmpty />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zz');
    await expect(await body().findByText('No results')).toBeVisible();
  },
};
