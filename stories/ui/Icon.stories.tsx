import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid, InfoIcon, Stack, Text, icons } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Icon', component: InfoIcon } satisfies Meta<typeof InfoIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {
  render: () => (
    <Grid columns={{ base: 4, md: 6 }} gap="md">
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack key={name} gap="xs">
          <Icon size="lg" />
          <Text tone="secondary">{name.replace('Icon', '')}</Text>
        </Stack>
      ))}
    </Grid>
  ),
};

export const IconsDark: Story = { ...Icons, ...dark };
