import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Section, Text, type SectionProps } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/Section',
  component: Section,
  args: { title: 'Signers' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = <Text>Anna Keller, Luca Rossi and Marie Dubois sign in this order.</Text>;

const variants: { name: string; props: SectionProps }[] = [
  { name: 'Title only', props: { title: 'Documents', children: body } },
  {
    name: 'Description',
    props: {
      title: 'Observers',
      description: 'Observers get a copy of the signed documents but do not sign.',
      children: body,
    },
  },
  {
    name: 'Description and actions',
    props: {
      title: 'Signers',
      description: 'Each signer gets an e-mail when it is their turn.',
      actions: (
        <>
          <Button variant="secondary" size="sm">
            Reorder
          </Button>
          <Button size="sm">Add signer</Button>
        </>
      ),
      children: body,
    },
  },
  {
    name: 'Nested (h3)',
    props: { title: 'Reminders', headingLevel: 3, children: body },
  },
];

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 640 }}>
      {variants.map(({ name, props }) => (
        <Card key={name}>
          <Section {...props} />
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each section is a region named by its own heading.
    const signers = canvas.getByRole('region', { name: 'Signers' });
    await expect(within(signers).getByRole('heading', { level: 2 })).toHaveTextContent('Signers');
    await expect(within(signers).getByRole('button', { name: 'Add signer' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Reminders' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Reminders' })).toBeVisible();
  },
};

export const VariantsDark: Story = { ...Variants, ...dark };
