import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MembersPage } from '../../../src/features/members';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import {
  admin,
  BUSINESS,
  invitations,
  invitationsAre,
  membersAre,
  pageFrame,
  pending,
  people,
  problem,
  SELF,
} from './members-mock';

// /business/members in each state: the lists, loading, nobody else yet, a list that failed,
// the restricted business an admin is held on, and the role switch (by keyboard, and the
// server's LAST_ADMIN when two admins demote each other at once).

const meta = {
  title: 'Pages/Business/Members',
  component: MembersPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/members',
    msw: { handlers: [membersAre(people), invitationsAre(invitations)] },
  },
  args: { businessId: BUSINESS, selfId: SELF, restricted: null },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** Members, admins and the pending invitation, with the actions of the page. */
export const List: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(await canvas.findByText('Ada Admin (you)')).toBeVisible();
    await expect(canvas.getByText('Only admin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make Mo Member an admin' })).toBeVisible();
    await expect(await canvas.findByText('nora@acme.example')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Revoke the invitation to nora@acme.example' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add members' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove members' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Domains' })).toBeVisible();
  },
};

/** At phone width the lists become cards and nothing scrolls sideways. */
export const ListOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Ada Admin (you)')).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        pending(`*/v1/businesses/${BUSINESS}/members`),
        pending(`*/v2/businesses/${BUSINESS}/invitations`),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelectorAll('[aria-busy="true"]');
    await waitFor(() => expect(busy.length).toBeGreaterThan(0));
  },
};

/** A new business: the admin alone, nobody invited. */
export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [membersAre([admin]), invitationsAre([])] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('No invitations are waiting.')).toBeVisible();
    await expect(await canvas.findByText('Ada Admin (you)')).toBeVisible();
    // Nobody else to remove: the action is not offered.
    await expect(canvas.queryByRole('button', { name: 'Remove members' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        http.get(`*/v1/businesses/${BUSINESS}/members`, () => problem(500, 'INTERNAL')),
        invitationsAre(invitations),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The members could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The trial ended: the admin is held here, told why and offered a plan. */
export const TrialEnded: Story = {
  tags: ['page'],
  args: { restricted: 'trial' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText(/The trial of your business has ended/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Domains' })).toBeNull();
    await expect(await canvas.findByText('Ada Admin (you)')).toBeVisible();
  },
};

export const Locked: Story = {
  args: { restricted: 'blocked' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(/Your business is locked/)).toBeVisible();
  },
};

const promoted = fn();

/** The role switch by keyboard: Tab to the row's button, Enter, and the snackbar says so. */
export const RoleSwitchByKeyboard: Story = {
  parameters: {
    msw: {
      handlers: [
        membersAre(people),
        invitationsAre(invitations),
        http.post(`*/v1/businesses/${BUSINESS}/change-to-admins`, async ({ request }) => {
          promoted(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Make Mo Member an admin' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(promoted).toHaveBeenCalledWith({ user_ids: ['u-mo'] }));
    await expect(
      await within(document.body).findByText('The member is now an admin.'),
    ).toBeVisible();
  },
};

const twoAdmins = people.map((person) =>
  person.id === 'u-mo' ? { ...person, role: 'admin' as const } : person,
);

/** Two admins demote each other at once: the server keeps one (LAST_ADMIN) and says why. */
export const LastAdminRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        membersAre(twoAdmins),
        invitationsAre([]),
        http.post(`*/v1/businesses/${BUSINESS}/change-to-members`, () =>
          problem(422, 'LAST_ADMIN'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const demote = await canvas.findByRole('button', { name: 'Make Mo Member a member' });
    await userEvent.click(demote);
    await userEvent.unhover(demote);
    await expect(
      await within(document.body).findByText('A business needs at least one admin.'),
    ).toBeVisible();
  },
};
