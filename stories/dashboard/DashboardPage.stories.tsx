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
import { phone, scrollsSideways } from '../ui/story-helpers';
import type { counts } from './fixtures';
import {
  draftRequest,
  listAnswers,
  listPage,
  noCounts,
  openRequest,
  pendingRequest,
  signedRequest,
} from './fixtures';
import { loaded } from '../waits';

/**
 * The request list once its data is there: a table from 1024 px, cards (a list) below, so the
 * same play works in the story runner (1200 px) and the visual suite (390, 800, 1440 px).
 */
const requestList = (canvasElement: HTMLElement, name?: string) =>
  within(canvasElement).findByRole(
    window.innerWidth >= 1024 ? 'table' : 'list',
    name === undefined ? {} : { name },
    loaded,
  );

const meta = {
  title: 'Dashboard/Dashboard page',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
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
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stories tagged `page` (literally: Storybook reads tags without running the file) are also
// shot at 390 and 1440 px, light and dark, and fail if the page scrolls sideways at 390.
export const Inbox: Story = {
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [listAnswers(listPage([openRequest, pendingRequest, signedRequest]))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await requestList(canvasElement, 'Signature requests in All');
    await expect(
      within(list).getByRole('link', { name: 'Rental agreement Bahnhofstrasse 12' }),
    ).toHaveAttribute('href', '/view/sr_Qm4nT8wLp2Yc7Vx1');
    // The avatars show initials; screen readers hear each signer's state.
    await expect(within(list).getAllByText('Alex Keller: Signed')).toHaveLength(1);
    await expect(within(list).getByText('2 of 2 signed')).toBeVisible();
    await expect(within(list).getByText('QES')).toBeVisible();
    // The primary action looks like a button and leads to the upload page.
    await expect(canvas.getByRole('link', { name: 'New signature request' })).toHaveAttribute(
      'href',
      '/upload',
    );
    // The tabs are links, the current one marked; the filters carry their counts.
    const tabs = canvas.getByRole('navigation', { name: 'Mailboxes' });
    await expect(within(tabs).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: 'Drafts 1' })).toBeVisible();
    const filters = canvas.getByRole('radiogroup', { name: 'Filter the inbox' });
    await expect(within(filters).getByRole('radio', { name: 'All 3' })).toBeChecked();
    await expect(within(filters).getByRole('radio', { name: 'To sign 1' })).not.toBeChecked();
  },
};

export const ChooseFilter: Story = {
  parameters: Inbox.parameters,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await requestList(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Declined 0' }));
    // A filter is part of the URL; a new filter starts on the first page.
    await expect(args.onSearchChange).toHaveBeenCalledWith({
      filter: 'declined',
      page: undefined,
    });
    await userEvent.unhover(canvas.getByRole('radio', { name: 'Declined 0' }));
  },
};

/** At a phone's width the rows are cards: nothing scrolls sideways, each card one link. */
export const PhoneCards: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...Inbox.parameters },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole(
      'list',
      { name: 'Signature requests in All' },
      loaded,
    );
    await expect(within(cards).getAllByRole('listitem', { name: undefined })).not.toHaveLength(0);
    await expect(
      within(cards).getByRole('link', { name: 'Non-disclosure agreement Alpine Consulting' }),
    ).toHaveAttribute('href', '/view/sr_signed');
    await expect(scrollsSideways()).toBe(false);
  },
};

export const ToSign: Story = {
  args: { search: { tab: 'inbox', filter: 'toSign' } },
  parameters: { msw: { handlers: [listAnswers(listPage([openRequest]))] } },
  play: async ({ canvasElement }) => {
    const list = await requestList(canvasElement, 'Signature requests in To sign');
    await expect(within(list).getAllByText('Dana Demo: Open')).toHaveLength(1);
  },
};

export const Drafts: Story = {
  tags: ['page'],
  args: { search: { tab: 'drafts' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [listAnswers(listPage([draftRequest]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await requestList(canvasElement, 'Signature requests in Drafts');
    // A draft continues in the invite step.
    await expect(
      within(table).getByRole('link', { name: 'Consulting agreement Q1' }),
    ).toHaveAttribute('href', '/invite/sr_draft');
    await expect(within(table).getByText('QES demo')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Filter the inbox' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Drafts 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: title }, loaded),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    if (search.search) {
      // Nothing matched: the one way forward is to clear the search.
      await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
      await expect(args.onSearchChange).toHaveBeenCalledWith({
        search: undefined,
        page: undefined,
      });
      await userEvent.unhover(canvas.getByRole('button', { name: 'Clear the search' }));
      return;
    }
    // The header's action and the empty state's both lead to the upload page.
    await expect(canvas.getByRole('link', { name: 'Upload documents to sign' })).toHaveAttribute(
      'href',
      '/upload',
    );
  },
});

const emptyAll = emptyStory({ tab: 'inbox', filter: 'all' }, 'You have no signature requests yet.');
export const EmptyAll: Story = {
  ...emptyAll,
  tags: ['page'],
  parameters: { ...emptyAll.parameters, layout: 'fullscreen' },
};
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
const emptySearch = emptyStory(
  { tab: 'inbox', filter: 'all', search: 'nothing like this' },
  'No request matches your search.',
);
export const EmptySearch: Story = {
  ...emptySearch,
  tags: ['page'],
  parameters: { ...emptySearch.parameters, layout: 'fullscreen' },
};

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
    await userEvent.click(
      await within(document.body).findByRole('menuitemradio', { name: 'Title A–Z' }),
    );
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
  await requestList(canvasElement);
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

/** The new free plan may not open /upload: its "new request" opens /invite/new instead. */
export const NewFreePlan: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'New signature request' }),
    ).toHaveAttribute('href', '/invite/new');
    await requestList(canvasElement);
  },
};
