import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  decorators: [column(380)],
  args: { label: 'Activity between' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
const range = { start: parseDate('2026-03-02'), end: parseDate('2026-03-12') };

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: range } };
export const FilledSwissGerman: Story = {
  args: { defaultValue: range },
  globals: { locale: 'de-ch' },
};
export const Invalid: Story = {
  args: { defaultValue: range, isInvalid: true, errorMessage: 'Choose a shorter range' },
};
export const Disabled: Story = { args: { defaultValue: range, isDisabled: true } };

export const CalendarOpen: Story = {
  args: { defaultValue: range },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
  },
};

export const CalendarOpenDark: Story = { ...CalendarOpen, ...dark };

export const KeyboardTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // en-GB order: day, month, year.
    await userEvent.keyboard('02032026');
    await userEvent.keyboard('12032026');
    await expect(canvas.getAllByRole('spinbutton', { name: /day/i })[0]).toHaveTextContent('02');
    await expect(canvas.getAllByRole('spinbutton', { name: /day/i })[1]).toHaveTextContent('12');
  },
};
