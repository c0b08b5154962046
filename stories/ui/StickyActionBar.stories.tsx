import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  Card,
  DescriptionList,
  PageHeader,
  Section,
  StickyActionBar,
  Text,
  type StickyActionBarProps,
} from '../../src/ui';
import { dark, phone, scrollsSideways } from './story-helpers';

const onSend = fn();

const meta = {
  title: 'UI/StickyActionBar',
  component: StickyActionBar,
  args: { primaryAction: <Button onPress={onSend}>Send for signing</Button> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StickyActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants: { name: string; props: StickyActionBarProps }[] = [
  { name: 'Primary only', props: { primaryAction: <Button>Continue</Button> } },
  {
    name: 'Primary and secondary',
    props: {
      primaryAction: <Button>Send for signing</Button>,
      secondaryActions: <Button variant="secondary">Save draft</Button>,
    },
  },
  {
    name: 'With state',
    props: {
      label: 'Selected documents',
      primaryAction: <Button>Sign 3 documents</Button>,
      secondaryActions: (
        <>
          <Button variant="ghost">Clear</Button>
          <Button variant="secondary">Download</Button>
        </>
      ),
      children: '3 documents selected',
    },
  },
];

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 720 }}>
      {variants.map(({ name, props }) => (
        <StickyActionBar key={name} {...props} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Selected documents' });
    await expect(within(group).getAllByRole('button').at(-1)).toHaveTextContent('Sign 3 documents');
  },
};

export const VariantsDark: Story = { ...Variants, ...dark };

const signers = [
  { term: 'Anna Keller', description: 'anna.keller@example.ch — signs first' },
  { term: 'Luca Rossi', description: 'luca.rossi@example.ch — signs second' },
  { term: 'Marie Dubois', description: 'marie.dubois@example.ch — observer' },
];

/**
 * A form page ending in the bar (page story: also shot at 390 and 1440, light and dark). The
 * bar sticks to the bottom of the viewport while the page scrolls, and at the end of the page
 * it sits below the last content instead of over it.
 */
export const OnAPage: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div>
      <div
        style={{
          display: 'grid',
          gap: 24,
          maxWidth: 960,
          margin: '0 auto',
          padding: 'clamp(16px, 4vw, 48px)',
        }}
      >
        <PageHeader title="Review and send" meta={<span>Step 3 of 3</span>} />
        {['Documents', 'Signers', 'Message'].map((title) => (
          <Card key={title}>
            <Section title={title}>
              <DescriptionList items={signers} compact />
            </Section>
          </Card>
        ))}
        <Text>The last line of the page, never hidden under the bar.</Text>
      </div>
      <StickyActionBar
        {...args}
        label="Request actions"
        secondaryActions={<Button variant="secondary">Save draft</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Request actions' });
    const send = within(group).getByRole('button', { name: 'Send for signing' });
    await userEvent.click(send);
    await userEvent.unhover(send);
    await expect(onSend).toHaveBeenCalled();
    // Scrolled to the end, the last line ends above the bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const lastLine = canvas.getByText('The last line of the page, never hidden under the bar.');
    await expect(lastLine.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      group.getBoundingClientRect().top,
    );
    window.scrollTo(0, 0);
    await expect(scrollsSideways()).toBe(false);
  },
};

/** In the story runner at 390 px: the buttons share the full width, the primary last. */
export const OnAPagePhone: Story = {
  ...OnAPage,
  ...phone,
  tags: [],
  play: async (context) => {
    await OnAPage.play?.(context);
    const group = within(context.canvasElement).getByRole('group', { name: 'Request actions' });
    const [draft, send] = within(group).getAllByRole('button');
    if (window.innerWidth < 640) {
      await expect(send!.getBoundingClientRect().width).toBeGreaterThan(100);
      await expect(send!.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        draft!.getBoundingClientRect().right,
      );
    }
  },
};
