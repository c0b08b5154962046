import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Card, Grid, Stack, Text, VisuallyHidden } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Box', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Box padding={{ base: 'md', lg: 'xl' }} background="sunken" borderRadius="lg">
      <Grid columns={{ base: 1, sm: 2, lg: 3 }} gap="md">
        {['Drafts', 'To sign', 'Waiting', 'Completed', 'Declined', 'Expired'].map((name) => (
          <Card key={name}>
            <Text>{name}</Text>
          </Card>
        ))}
      </Grid>
      <Box shellDisplay={{ base: 'none', shellLg: 'block' }} paddingBlock="md">
        <Text tone="secondary">Only on desktop (page-shell lg and up).</Text>
      </Box>
    </Box>
  ),
};

export const ResponsiveDark: Story = { ...Responsive, ...dark };

export const Stacks: Story = {
  render: () => (
    <Stack gap="lg">
      <Stack direction="row" gap="sm">
        <Card>One</Card>
        <Card>Two</Card>
      </Stack>
      <Text>
        Visible text<VisuallyHidden> and a part only screen readers hear</VisuallyHidden>.
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/only screen readers hear/)).toBeInTheDocument();
  },
};
