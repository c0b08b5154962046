import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure, Text } from '../../src/ui';
import { dark, longText } from './story-helpers';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: { title: 'Title', children: null },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

const accordion = (
  <div style={{ width: 420 }}>
    <Accordion defaultExpandedKeys={['what']}>
      <Disclosure id="what" title="What is an advanced signature?">
        <Text>It is uniquely linked to the signer and detects later changes.</Text>
      </Disclosure>
      <Disclosure id="cost" title="What does it cost?">
        <Text>It depends on your plan.</Text>
      </Disclosure>
      <Disclosure id="long" title={longText}>
        <Text>{longText}</Text>
      </Disclosure>
    </Accordion>
  </div>
);

export const AccordionKeyboard: Story = {
  render: () => accordion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'What does it cost?' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('It depends on your plan.')).toBeVisible();
    // One open at a time by default.
    await expect(
      canvas.getByRole('button', { name: 'What is an advanced signature?' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AccordionDark: Story = { render: () => accordion, ...dark };
