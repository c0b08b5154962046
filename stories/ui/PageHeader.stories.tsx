import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Badge,
  Button,
  ButtonLink,
  ChevronLeftIcon,
  IconButton,
  Link,
  MoreIcon,
  PageHeader,
  type PageHeaderProps,
} from '../../src/ui';
import { dark, longText, phone, scrollsSideways } from './story-helpers';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Employment contract' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const back = (
  <Link href="#requests">
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <ChevronLeftIcon size="sm" />
      All requests
    </span>
  </Link>
);
const statusMeta = (
  <>
    <Badge tone="info">Waiting for 2 signers</Badge>
    <span>Sent 3 March 2025</span>
    <span>Expires 31 March 2025</span>
  </>
);

/** Every combination a page uses, as data: a change to one shows next to the others. */
const variants: { name: string; props: PageHeaderProps }[] = [
  { name: 'Title only', props: { title: 'Settings' } },
  {
    name: 'Title and primary action',
    props: {
      title: 'Signature requests',
      primaryAction: <ButtonLink href="#new">New request</ButtonLink>,
    },
  },
  {
    name: 'Back link, meta line and actions',
    props: {
      title: 'Employment contract',
      back,
      meta: statusMeta,
      primaryAction: <Button>Remind signers</Button>,
      secondaryActions: (
        <>
          <Button variant="secondary">Download</Button>
          <IconButton label="More actions" icon={<MoreIcon />} variant="ghost" />
        </>
      ),
    },
  },
  {
    name: 'Long title',
    props: { title: longText, meta: statusMeta, primaryAction: <Button>Sign now</Button> },
  },
];

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 720 }}>
      {variants.map(({ name, props }) => (
        <div key={name} style={{ borderBottom: '1px dashed #9ca3af', paddingBottom: 16 }}>
          <PageHeader {...props} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(variants.length);
    // A navigating primary action is a link that looks like a button, not a text link.
    await expect(canvas.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '#new');
  },
};

export const VariantsDark: Story = { ...Variants, ...dark };

const onRemind = fn();

/**
 * The header of a real page (page story: also shot at 390 and 1440, light and dark). Below
 * about 500 px the actions drop under the title instead of squeezing it.
 */
export const Page: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 'clamp(16px, 4vw, 48px)', maxWidth: 1200, margin: '0 auto' }}>
      <PageHeader
        title="Employment contract"
        back={back}
        meta={statusMeta}
        primaryAction={<Button onPress={onRemind}>Remind signers</Button>}
        secondaryActions={<Button variant="secondary">Download</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Employment contract' });
    const primary = canvas.getByRole('button', { name: 'Remind signers' });
    await userEvent.click(primary);
    await userEvent.unhover(primary);
    await expect(onRemind).toHaveBeenCalled();
    const titleBox = title.getBoundingClientRect();
    const actionBox = primary.getBoundingClientRect();
    if (window.innerWidth < 500) {
      await expect(actionBox.top).toBeGreaterThanOrEqual(titleBox.bottom);
    } else {
      await expect(actionBox.left).toBeGreaterThan(titleBox.left);
      await expect(actionBox.top).toBeLessThan(titleBox.bottom);
    }
    await expect(scrollsSideways()).toBe(false);
  },
};

/** The same header in the story runner at 390 px: the action sits below the title. */
export const PagePhone: Story = { ...Page, ...phone, tags: [] };
