import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  Card,
  DescriptionList,
  SignatureLevelBadge,
  type DescriptionItem,
} from '../../src/ui';
import { column, dark, longText, phone, scrollsSideways } from './story-helpers';

const items: DescriptionItem[] = [
  { term: 'Status', description: <Badge tone="info">Waiting for 2 signers</Badge> },
  { term: 'Signature level', description: <SignatureLevelBadge level="qes" /> },
  { term: 'Sent', description: '3 March 2025, 14:05' },
  { term: 'Expires', description: '31 March 2025' },
  { term: 'Message to signers', description: longText },
];

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  args: { items },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  decorators: [column(640)],
  render: (args) => (
    <Card>
      <DescriptionList {...args} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(items.length);
    const [firstTerm] = terms;
    const [firstValue] = canvas.getAllByRole('definition');
    // Wide: the description sits beside its term.
    await expect(firstValue!.getBoundingClientRect().left).toBeGreaterThan(
      firstTerm!.getBoundingClientRect().right,
    );
  },
};

export const TwoColumnsDark: Story = { ...TwoColumns, ...dark };

export const Compact: Story = { ...TwoColumns, args: { items, compact: true } };

/** Below `sm` each description goes under its term (story runner at 390 px). */
export const StackedOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters, layout: 'padded' },
  render: (args) => <DescriptionList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstTerm] = canvas.getAllByRole('term');
    const [firstValue] = canvas.getAllByRole('definition');
    if (window.innerWidth < 640) {
      await expect(firstValue!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        firstTerm!.getBoundingClientRect().bottom,
      );
    }
    await expect(scrollsSideways()).toBe(false);
  },
};
