import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DashboardError,
  DashboardPage,
  DashboardSkeleton,
  type DashboardSearch,
} from '../../src/features/dashboard';
import { withRouter } from '../pages/shell/with-router';
import type { counts } from './fixtures';

// The first answer can take longer than findBy's default second while the mock worker starts.
const loaded = { timeout: 5000 };
import {
  draftRequest,
  listAnswers,
  listPage,
  noCounts,
  openRequest,
  pendingRequest,
  signedRequest,
} from './fixtures';

const meta = {
  title: 'Dashboard/Dashboard page',
  component: DashboardPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <main>
        <Suspense fallback={<DashboardSkeleton />}>
          <Story />
        </Suspense>
      </main>
    ),
    withRouter,
  ],
  args: {
    search: { tab: 'inbox', filter: 'all' },
    onSearchChange: fn(),
    userEmail: 'demo@paraph.example',
    canUpload: true,
    onStartDraft: fn(async () => undefined),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  parameters: {
    msw: { handlers: [listAnswers(listPage([openRequest, pendingRequest, signedRequest]))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Signature requests in All' }, loaded);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(table).getByRole('link', { name: 'Rental agreement Bahnhofstrasse 12' }),
    ).toHaveAttribute('href', '/view/sr_Qm4nT8wLp2Yc7Vx1');
    await expect(within(table).getByRole('img', { name: 'Alex Keller: Signed' })).toBeVisible();
    await expect(within(table).getByText('2 of 2 signed')).toBeVisible();
    await expect(within(table).getByText('QES')).toBeVisible();
    // The filters carry their counts; the current one is marked for screen readers.
    const filters = canvas.getByRole('navigation', { name: 'Filter the inbox' });
    await expect(within(filters).getByRole('link', { name: 'All (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(filters).getByRole('link', { name: 'To sign (1)' })).toBeVisible();
  },
};

export const ToSign: Story = {
  args: { search: { tab: 'inbox', filter: 'toSign' } },
  parameters: { msw: { handlers: [listAnswers(listPage([openRequest]))] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, loaded);
    await expect(table).toHaveAccessibleName('Signature requests in To sign');
    await expect(within(table).getByRole('img', { name: 'Dana Demo: Open' })).toBeVisible();
  },
};

export const Drafts: Story = {
  args: { search: { tab: 'drafts' } },
  parameters: { msw: { handlers: [listAnswers(listPage([draftRequest]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Signature requests in Drafts' },
      loaded,
    );
    // A draft continues in the invite step.
    await expect(
      within(table).getByRole('link', { name: 'Consulting agreement Q1' }),
    ).toHaveAttribute('href', '/invite/sr_draft');
    await expect(within(table).getByText('QES demo')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Filter the inbox' })).toBeNull();
  },
};

const emptyStory = (
  search: DashboardSearch,
  title: string,
  extra: Partial<typeof counts> = {},
): Story => ({
  args: { search },
  parameters: {
    msw: { handlers: [listAnswers(listPage([], { counts: { ...noCounts, ...extra } }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: title }, loaded),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Upload documents to sign' })).toHaveAttribute(
      'href',
      '/upload',
    );
  },
});

export const EmptyAll = emptyStory(
  { tab: 'inbox', filter: 'all' },
  'You have no signature requests yet.',
);
export const EmptyToSign = emptyStory(
  { tab: 'inbox', filter: 'toSign' },
  'You have no documents waiting for your signature.',
);
export const EmptyPending = emptyStory(
  { tab: 'inbox', filter: 'pending' },
  'No requests are waiting for others to sign.',
);
export const EmptyCompleted = emptyStory(
  { tab: 'inbox', filter: 'completed' },
  'No request has been signed by everyone yet.',
);
export const EmptyDeclined = emptyStory(
  { tab: 'inbox', filter: 'declined' },
  'No request was declined or withdrawn.',
);
export const EmptyDrafts = emptyStory({ tab: 'drafts' }, 'You have no drafts.');
export const EmptySearch = emptyStory(
  { tab: 'inbox', filter: 'all', search: 'nothing like this' },
  'No request matches your search.',
);

export const Loading: Story = {
  render: () => <DashboardSkeleton />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading signature requests');
  },
};

export const Search: Story = {
  ...Inbox,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search by title' }, loaded);
    await userEvent.type(field, ' lease');
    // One change after the pause, not one per key; a new search starts on the first page.
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenCalledWith({ search: 'lease', page: undefined }),
    );
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
  },
};

export const Sort: Story = {
  ...Inbox,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Sort by/ }, loaded));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Title A–Z' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ sort: 'title_asc', page: undefined });
  },
};

export const Pages: Story = {
  args: { search: { tab: 'inbox', filter: 'all', page: 2 } },
  parameters: {
    msw: {
      handlers: [
        listAnswers(
          listPage([signedRequest], { total_items: 51, total_pages: 3, current_page: 2 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole(
      'navigation',
      { name: 'Pages of signature requests' },
      loaded,
    );
    await expect(within(pages).getByRole('button', { name: /2/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 3 });
    // Back to the first page drops the key instead of writing page=1.
    await userEvent.click(within(pages).getByRole('button', { name: /1/ }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ page: undefined });
  },
};

// The screenshot waits for the rows: without it, it caught the loading skeleton now and then.
const rowsShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('table', {}, loaded);
};

export const French: Story = { ...Inbox, play: rowsShown, globals: { locale: 'fr-ch' } };

export const Dark: Story = { ...Inbox, play: rowsShown, globals: { theme: 'dark' } };

export const LoadError: Story = {
  render: (args) => <DashboardError onRetry={args.onSearchChange as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The signature requests could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
  },
};

/** The new free plan may not open /upload: its "new request" creates a draft instead. */
export const NewFreePlan: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('link', { name: 'New signature request' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'New signature request' }));
    await waitFor(() => expect(args.onStartDraft).toHaveBeenCalledWith('New signature request'));
    await canvas.findByRole('table', {}, loaded);
  },
};
