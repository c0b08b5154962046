import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner, Link } from '../../src/ui';
import { dark, longText } from './story-helpers';

const meta = { title: 'UI/Banner', component: Banner, args: { children: 'Notice' } } satisfies Meta<
  typeof Banner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banners: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Banner tone="warning" action={<Link href="#maintenance">Details</Link>}>
        Maintenance on Saturday from 06:00 to 08:00. Signing may be unavailable.
      </Banner>
      <Banner tone="info">You are using a trial. {longText}</Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Maintenance');
  },
};

export const BannersDark: Story = { ...Banners, ...dark };
