import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: [], current: 0, label: 'Steps' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = ['Account', 'Business details', 'Plan', 'Payment'];

export const StepperStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[0, 2, 3].map((current) => (
        <Stepper
          key={current}
          label={`Signup progress ${current}`}
          steps={steps}
          current={current}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const current = within(canvasElement)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    await expect(current.map((li) => li.textContent)).toEqual(['1Account', '3Plan', '4Payment']);
  },
};

export const StepperDark: Story = { ...StepperStates, ...dark, play: undefined };
