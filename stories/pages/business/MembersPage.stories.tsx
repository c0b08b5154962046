import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MembersPage } from '../../../src/features/members';
import { hostSources } from '../../../src/dialogs';
import { ShellHosts } from '../../../src/features/shell';
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
import { loaded } from '../../waits';

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

/** The cost centre of a member: edited in its dialog, the list read again with the new one. */
export const EditCostCenter: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <ShellHosts sources={hostSources} />
      </>
    ),
  ],
  parameters: {
    msw: {
      handlers: (() => {
        let members = people;
        return [
          http.get(`*/v1/businesses/${BUSINESS}/members`, () => HttpResponse.json({ members })),
          http.put(`*/v1/businesses/${BUSINESS}/members/u-mo`, async ({ request }) => {
            const { costCenter } = (await request.json()) as { costCenter: string | null };
            members = members.map((member) =>
              member.id === 'u-mo' ? { ...member, costCenter } : member,
            );
            return HttpResponse.json(members.find((member) => member.id === 'u-mo'));
          }),
          invitationsAre(invitations),
        ];
      })(),
    },
  },
  beforeEach: () => () => shell.closeDialog(),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Legal')).toBeVisible();
    await expect(canvas.getByText('Sales and marketing 4200')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit the cost centre of Mo Member' }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Edit cost centre' }, loaded),
    );
    const field = dialog.getByLabelText(/^Cost centre/);
    await expect(field).toHaveValue('Legal');
    await userEvent.clear(field);
    await userEvent.type(field, ' Finance ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Finance')).toBeVisible();
    await expect(
      (await within(document.body).findAllByText('The cost centre is saved.', {}, loaded))[0],
    ).toBeVisible();
    // The story's two hosts both show the snackbar; axe runs on the list alone.
    shell.snackbars.clear();
  },
};
