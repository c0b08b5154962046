import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignerGroupsPage } from '../../../src/features/signer-groups';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import {
  BUSINESS,
  board,
  finance,
  groupsAre,
  limits,
  limitsAre,
  problem,
} from '../../signer-groups/fixtures';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { pageFrame, pending } from './members-mock';

// /business/members/signer-groups in each state: the groups with the limits, none yet, the
// limit reached (create not offered), loading and a list that failed.

const meta = {
  title: 'Pages/Business/Signer groups',
  component: SignerGroupsPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/members/signer-groups',
    msw: { handlers: [groupsAre([board, finance]), limitsAre(limits)] },
  },
  args: { businessId: BUSINESS },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof SignerGroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** The groups with their members count, the limits, and edit/delete per group. */
export const List: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signer groups' })).toBeVisible();
    await expect((await canvas.findAllByText('Management board'))[0]).toBeVisible();
    await expect(canvas.getAllByText('3 members')[0]).toBeVisible();
    await expect(
      await canvas.findByText('2 of 5 groups used, up to 20 members each.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Management board' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Finance' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Create signer group' })).toBeEnabled(),
    );
  },
};

/** At phone width the list becomes cards and nothing scrolls sideways. */
export const ListOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await expect((await page(canvasElement).findAllByText('Finance'))[0]).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

/** Delete asks first, through the shell's dialog. */
export const DeleteAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const opened: unknown[] = [];
    const open = shell.openDialog;
    shell.openDialog = ((request: unknown) => {
      opened.push(request);
    }) as typeof shell.openDialog;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Delete Finance' }));
    } finally {
      shell.openDialog = open;
    }
    await expect(opened).toEqual([
      expect.objectContaining({
        namespace: 'other',
        name: 'delete-signer-group',
        props: { name: 'Finance' },
      }),
    ]);
    await userEvent.unhover(canvasElement);
  },
};

/** No group yet: what a group is for, and the create action. */
export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [groupsAre([]), limitsAre(limits)] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('No signer groups yet')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Create signer group' })).toBeEnabled(),
    );
  },
};

/** The plan's limit of groups is reached: the page says so and create waits. */
export const LimitReached: Story = {
  tags: ['page'],
  parameters: {
    msw: { handlers: [groupsAre([board, finance]), limitsAre({ ...limits, maxGroups: 2 })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText(/has reached its limit of 2 signer groups/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create signer group' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [pending('*/v3/groups'), limitsAre(limits)] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
    await expect(
      page(canvasElement).getByRole('button', { name: 'Create signer group' }),
    ).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [http.get('*/v3/groups', () => problem(500, 'INTERNAL')), limitsAre(limits)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The signer groups could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
