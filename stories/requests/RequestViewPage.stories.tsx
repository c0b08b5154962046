import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui';
import {
  RequestViewError,
  RequestViewPage,
  RequestViewSkeleton,
} from '../../src/features/requests';
import { paintedPage } from '../fixtures/sample-document';
import { board, groupsAre } from '../signer-groups/fixtures';
import {
  clearAnnouncements,
  groupRequest,
  openRequest,
  page,
  requestState,
  viewHandlers,
} from './fixtures';

const meta = {
  title: 'Pages/Requests/Request view',
  component: RequestViewPage,
  decorators: [page],
  parameters: { layout: 'padded', msw: { handlers: viewHandlers(openRequest) } },
  args: { requestId: openRequest.id, onEditDraft: fn(), onDeleted: fn() },
  // An announcement left by the previous story's pending button is not this story's.
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof RequestViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerOpenRequest: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: openRequest.title }),
    ).toBeVisible();
    for (const name of ['Remind signers', 'Withdraw request', 'Add signer', 'Add observer']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    // Removing is in the signer's row menu; a signer who has signed has none.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Max Muster' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Remove Max Muster' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The menu hands the focus back to its button; the baseline shows the resting page.
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.queryByRole('button', { name: 'Actions for Dana Demo' })).toBeNull();
    await expect(canvas.getByText('Dana Demo (you)')).toBeVisible();
    // The history names the people the request knows, not their addresses.
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getAllByText('by Dana Demo')).not.toHaveLength(0);
    await expect(history.queryByText(/demo@paraph\.example/)).toBeNull();
    await userEvent.unhover(canvasElement);
    // The page's document, painted: the baseline shows it, not the viewer loading.
    await paintedPage(canvasElement);
  },
};

/** A signer group as one signer: "Management board", any one of its two members signs. */
export const GroupSignerOpen: Story = {
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [groupsAre([board]), ...viewHandlers(groupRequest('open'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signers = within(
      await canvas.findByRole('region', { name: 'Signers' }, { timeout: 10000 }),
    );
    await expect(await signers.findByText('Management board')).toBeVisible();
    await expect(
      signers.getByText(/Any one of 2 members signs: Marco Member, Nina Member/),
    ).toBeVisible();
    // The members are not separate signers.
    await expect(signers.queryByText('Marco Member')).toBeNull();
    await paintedPage(canvasElement);
  },
};

/** Once a member signed for the group: who signed, the other's closed invitation not shown. */
export const GroupSignerSigned: Story = {
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [groupsAre([board]), ...viewHandlers(groupRequest('signed'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signers = within(
      await canvas.findByRole('region', { name: 'Signers' }, { timeout: 10000 }),
    );
    await expect(await signers.findByText('Management board')).toBeVisible();
    await expect(signers.getByText(/Signed by Nina Member/)).toBeVisible();
    await expect(signers.queryByText(/Marco Member/)).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const SignerView: Story = {
  parameters: { msw: { handlers: viewHandlers(openRequest, 'signer') } },
  args: {
    signingActions: (
      <div>
        <Button>Sign</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your signature' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delegate signature' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add observer' })).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const Draft: Story = {
  parameters: { msw: { handlers: viewHandlers(requestState('DRAFT', 'DRAFT')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit draft' }));
    await expect(args.onEditDraft).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Delete draft' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download all (ZIP)' })).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const Completed: Story = {
  parameters: { msw: { handlers: viewHandlers(requestState('SIGNED', 'SIGNED')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Download signed rental-agreement.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download report (PDF)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const Declined: Story = {
  parameters: {
    msw: { handlers: viewHandlers(requestState('DECLINED', 'DECLINED'), 'signer') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Declined')).not.toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Delegate signature' })).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const Withdrawn: Story = {
  parameters: {
    msw: {
      handlers: viewHandlers(requestState('WITHDRAWN', 'WITHDRAWN'), 'owner', [
        {
          id: 'ev_w',
          type: 'WITHDRAWN',
          at: '2026-11-21T10:00:00.000Z',
          actor: 'demo@paraph.example',
          message: 'The offer has changed.',
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The offer has changed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remind signers' })).toBeNull();
    await paintedPage(canvasElement);
  },
};

export const Loading: StoryObj<typeof RequestViewSkeleton> = {
  render: () => <RequestViewSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the signature request',
    );
  },
};

export const LoadError: StoryObj<typeof RequestViewError> = {
  render: () => (
    <RequestViewError
      error={{ type: 'about:blank', status: 503, code: 'SERVICE_UNAVAILABLE', message: '' }}
      onRetry={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The signature request could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
