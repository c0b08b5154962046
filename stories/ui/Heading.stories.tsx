import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Heading, Text } from '../../src/ui';
import { column, dark, longText } from './story-helpers';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'Heading' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  decorators: [column(480)],
  render: () => (
    <Card labelledBy="card-title">
      <Heading level={1} id="card-title">
        Heading level 1
      </Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Text>Body text: {longText}</Text>
      <Text tone="secondary">Secondary text for hints and metadata.</Text>
    </Card>
  ),
};

export const TypographyDark: Story = { ...Typography, ...dark };
