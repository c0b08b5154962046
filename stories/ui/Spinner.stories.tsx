import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Spinner, skeletonShapes } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" label="Loading documents" />
      </div>
      <div aria-busy="true" style={{ display: 'grid', gap: 8 }}>
        {skeletonShapes.map((shape) => (
          <Skeleton
            key={shape}
            shape={shape}
            width={shape === 'circle' ? '40px' : '100%'}
            height={shape === 'text' ? undefined : '40px'}
          />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading documents' }),
    ).toBeVisible();
  },
};

export const LoadingDark: Story = { ...Loading, ...dark };
