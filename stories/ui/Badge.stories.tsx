import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  PlanBadge,
  SignatureLevelBadge,
  badgeTones,
  plans,
  signatureLevels,
} from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'Open' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={row}>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={row}>
        {signatureLevels.map((level) => (
          <SignatureLevelBadge key={level} level={level} />
        ))}
      </div>
      <div style={row}>
        {plans.map((plan) => (
          <PlanBadge key={plan} plan={plan}>
            {plan[0]?.toUpperCase() + plan.slice(1)}
          </PlanBadge>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Part 11')).toBeVisible();
  },
};

export const BadgesDark: Story = { ...Badges, ...dark };
