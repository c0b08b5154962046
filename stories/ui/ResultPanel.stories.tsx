import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  Card,
  Link,
  ResultPanel,
  statusTones,
  type ResultPanelProps,
  type StatusTone,
} from '../../src/ui';
import { column, dark, selectControl } from './story-helpers';

const onPrimary = fn();

const meta = {
  title: 'UI/ResultPanel',
  component: ResultPanel,
  args: {
    tone: 'success',
    title: 'Document signed',
    primaryAction: <Button>Back to requests</Button>,
  },
  argTypes: { tone: selectControl(statusTones) },
} satisfies Meta<typeof ResultPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signing outcomes, one per tone. */
const outcomes: Record<StatusTone, ResultPanelProps> = {
  success: {
    tone: 'success',
    title: 'Document signed',
    children: 'Your signature is on all 3 documents. Everyone on the request gets a copy.',
    primaryAction: <Button onPress={onPrimary}>Back to requests</Button>,
    secondaryAction: <Link href="#download">Download signed documents</Link>,
  },
  danger: {
    tone: 'danger',
    title: 'Signing failed',
    children: 'The signing service did not answer. Nothing was signed; you can try again.',
    primaryAction: <Button>Try again</Button>,
    secondaryAction: <Link href="#support">Contact support</Link>,
  },
  warning: {
    tone: 'warning',
    title: 'Signed, timestamp pending',
    children: 'Your signature is valid. The qualified timestamp is added within a few minutes.',
    primaryAction: <Button>Back to requests</Button>,
  },
  info: {
    tone: 'info',
    title: 'Waiting for the other signers',
    children: 'You signed. We e-mail you when Luca Rossi and Marie Dubois have signed too.',
    primaryAction: <Button>Back to requests</Button>,
  },
};

const outcome = (tone: StatusTone): Story => ({
  args: outcomes[tone],
  decorators: [column(520)],
  render: (args) => (
    <Card>
      <ResultPanel {...args} />
    </Card>
  ),
  play: ({ canvasElement }) => checkOutcome(canvasElement, tone),
});

async function checkOutcome(canvasElement: HTMLElement, tone: StatusTone) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
    String(outcomes[tone].title),
  );
  // Exactly one button: the way on. The icon is decoration, the title says the outcome.
  await expect(canvas.getAllByRole('button')).toHaveLength(1);
  await expect(canvas.queryByRole('img')).toBeNull();
}

export const Success: Story = {
  ...outcome('success'),
  play: async ({ canvasElement }) => {
    await checkOutcome(canvasElement, 'success');
    const button = within(canvasElement).getByRole('button', { name: 'Back to requests' });
    await userEvent.click(button);
    await userEvent.unhover(button);
    await expect(onPrimary).toHaveBeenCalled();
  },
};
export const SuccessDark: Story = { ...outcome('success'), ...dark };
export const Failed: Story = outcome('danger');
export const FailedDark: Story = { ...Failed, ...dark };
export const Warning: Story = outcome('warning');
export const WarningDark: Story = { ...Warning, ...dark };
export const Info: Story = outcome('info');
export const InfoDark: Story = { ...Info, ...dark };
