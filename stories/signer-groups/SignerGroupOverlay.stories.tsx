import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SignerGroupOverlay,
  type SignerGroupOverlayProps,
} from '../../src/features/signer-groups/components/SignerGroupOverlay';
import { clearAnnouncements } from '../live-announcer';
import { dark } from '../ui/story-helpers';
import { BUSINESS, board, limits, problem } from './fixtures';

// The "create signer group" overlay as the overlay host shows it: a new group, a group being
// edited, invalid input marked, the participant limit reached, and a refusal by the server.

const meta = {
  title: 'Overlays/Create signer group',
  component: SignerGroupOverlay,
  args: {
    props: { businessId: BUSINESS, limits } satisfies SignerGroupOverlayProps,
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('*/v3/groups', async ({ request }) =>
          HttpResponse.json(
            { ...board, ...((await request.json()) as object), id: 'grp_new' },
            { status: 201 },
          ),
        ),
      ],
    },
  },
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof SignerGroupOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (name = 'Create signer group') =>
  within(within(document.body).getByRole('dialog', { name }));

/** Types one member into the row with this number. */
async function typeMember(number: number, email: string, first: string, last: string) {
  const row = within(overlay().getByRole('listitem', { name: `Member ${number}` }));
  const fields = { 'E-mail address': email, 'First name': first, 'Last name': last };
  for (const [name, text] of Object.entries(fields)) {
    if (text) await userEvent.type(row.getByRole('textbox', { name }), text);
  }
}

/** A new group: name, description and one empty member row. */
export const Idle: Story = {
  play: async () => {
    await expect(overlay().getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await expect(overlay().getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expect(overlay().getAllByRole('listitem')).toHaveLength(1);
    await expect(overlay().getByText(/At most 20 members/)).toBeVisible();
    // One row cannot be removed: a group needs a member.
    await expect(overlay().queryByRole('button', { name: 'Remove member 1' })).toBeNull();
  },
};

export const IdleDark: Story = { ...Idle, ...dark };

/** Two members typed, one row added and removed again, then saved. */
export const Saved: Story = {
  play: async ({ args }) => {
    await userEvent.type(overlay().getByRole('textbox', { name: /^Name/ }), 'Management board');
    await typeMember(1, 'marco.member@acme.example', 'Marco', 'Member');
    await userEvent.click(overlay().getByRole('button', { name: 'Add member' }));
    await typeMember(2, 'nina.member@acme.example', 'Nina', 'Member');
    await userEvent.click(overlay().getByRole('button', { name: 'Add member' }));
    await userEvent.click(overlay().getByRole('button', { name: 'Remove member 3' }));
    await expect(overlay().getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(overlay().getByRole('button', { name: 'Save group' }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith(
        'complete',
        expect.objectContaining({
          name: 'Management board',
          members: [
            { email: 'marco.member@acme.example', first_name: 'Marco', last_name: 'Member' },
            { email: 'nina.member@acme.example', first_name: 'Nina', last_name: 'Member' },
          ],
        }),
      ),
    );
  },
};

/** A group being edited: its name and members filled in. */
export const Edit: Story = {
  args: { props: { businessId: BUSINESS, limits, group: board } },
  play: async () => {
    const edit = overlay('Edit signer group');
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue('Management board');
    await expect(edit.getAllByRole('listitem')).toHaveLength(2);
    await expect(edit.getByDisplayValue('nina.member@acme.example')).toBeVisible();
  },
};

/** Saving with mistakes marks each field with what to fix, and saves nothing. */
export const Invalid: Story = {
  play: async ({ args }) => {
    await typeMember(1, 'marco.member@acme', '', '');
    await userEvent.click(overlay().getByRole('button', { name: 'Add member' }));
    await typeMember(2, 'nina@acme.example', 'Nina', '');
    await userEvent.click(overlay().getByRole('button', { name: 'Add member' }));
    await typeMember(3, 'NINA@acme.example', '', '');
    await userEvent.click(overlay().getByRole('button', { name: 'Save group' }));
    await expect(await overlay().findByText('Enter a name.')).toBeVisible();
    await expect(overlay().getByText(/Enter a valid e-mail address/)).toBeVisible();
    await expect(overlay().getByText('This person is already in the group.')).toBeVisible();
    await expect(overlay().getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(document.body);
  },
};

/** The business allows two members: a third row is not offered. */
export const LimitReached: Story = {
  args: {
    props: { businessId: BUSINESS, limits: { maxGroups: 5, maxParticipants: 2 }, group: board },
  },
  play: async () => {
    const edit = overlay('Edit signer group');
    await expect(edit.getByRole('button', { name: 'Add member' })).toBeDisabled();
    await expect(
      edit.getByText('The group has the most members your business allows.'),
    ).toBeVisible();
  },
};

/** The server refuses (the plan's limit met meanwhile): said above Save, the input kept. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: [http.post('*/v3/groups', () => problem(422, 'GROUP_LIMIT_REACHED'))] },
  },
  play: async ({ args }) => {
    await userEvent.type(overlay().getByRole('textbox', { name: /^Name/ }), 'Finance');
    await typeMember(1, 'fay@acme.example', 'Fay', 'Finance');
    await userEvent.click(overlay().getByRole('button', { name: 'Save group' }));
    await expect(await overlay().findByText('The signer group was not saved.')).toBeVisible();
    await expect(
      overlay().getByText('The limit of signer groups or participants is reached.'),
    ).toBeVisible();
    await expect(overlay().getByDisplayValue('fay@acme.example')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(document.body);
  },
};
