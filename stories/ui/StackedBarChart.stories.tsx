import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../design-tokens';
import { StackedBarChart, type ChartCategory, type ChartSeries } from '../../src/ui';
import { dark, phone, scrollsSideways } from './story-helpers';

type Level = 'ses' | 'aes' | 'qes' | 'part11';

const series: ChartSeries<Level>[] = [
  { key: 'ses', label: 'SES', colour: vars.color.signature.ses.border },
  { key: 'aes', label: 'AES', colour: vars.color.signature.aes.border },
  { key: 'qes', label: 'QES', colour: vars.color.signature.qes.border },
  { key: 'part11', label: 'Part 11', colour: vars.color.signature.part11.border },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const categories: ChartCategory<Level>[] = months.map((label, index) => ({
  key: `2026-${String(index + 1).padStart(2, '0')}`,
  label,
  values: {
    ses: 20 + ((index * 7) % 13),
    aes: 8 + ((index * 5) % 9),
    qes: 3 + ((index * 3) % 5),
    part11: index % 4 === 0 ? 2 : 0,
  },
}));

const meta = {
  title: 'UI/StackedBarChart',
  component: StackedBarChart<Level>,
  // Up to 640 px and no wider than the screen: the chart follows its column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Signatures per month by level',
    summary: 'Signatures per month by level, January to December 2026: 597 in total.',
    series,
    categories,
    categoryHeader: 'Month',
    formatValue: (value: number) => value.toLocaleString('en-GB'),
  },
} satisfies Meta<typeof StackedBarChart<Level>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months, four series: the legend names the colours; one button shows the table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /Signatures per month by level, January/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Part 11')).toBeVisible();
    // The table alternative: same figures, reached with the keyboard, and back again.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Signatures per month by level' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'Jan' })).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Month', 'SES', 'AES', 'QES', 'Part 11', 'Total']);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

export const DefaultDark: Story = { ...dark };

/** Nothing yet: a flat chart with an axis from 0 to 1, no bars. */
export const AllZero: Story = {
  args: {
    categories: categories.map((category) => ({
      ...category,
      values: { ses: 0, aes: 0, qes: 0, part11: 0 },
    })),
    summary: 'No signatures yet.',
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'No signatures yet.' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(0);
  },
};

/** On a phone the chart shrinks to the column and only every other month is labelled. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await expect(Number(chart.getAttribute('width'))).toBeLessThanOrEqual(window.innerWidth);
    await expect(scrollsSideways()).toBe(false);
  },
};
