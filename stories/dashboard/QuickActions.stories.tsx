import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage, DashboardSkeleton } from '../../src/features/dashboard';
import { ShellHosts } from '../../src/features/shell';
import { hostSources } from '../../src/dialogs';
import { withRouter } from '../pages/shell/with-router';
import { deleteDraftAnswers, draftRequest, listAnswers, listPage, openRequest } from './fixtures';
import { loaded } from '../waits';

const meta = {
  title: 'Dashboard/Quick actions',
  component: DashboardPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <main>
        <Suspense fallback={<DashboardSkeleton />}>
          <Story />
        </Suspense>
        <ShellHosts sources={hostSources} />
      </main>
    ),
    withRouter,
  ],
  args: {
    search: { tab: 'inbox', filter: 'all' },
    onSearchChange: fn(),
    canUpload: true,
    userEmail: 'demo@paraph.example',
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const OwnerMenu: Story = {
  parameters: { msw: { handlers: [listAnswers(listPage([openRequest]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        {
          name: 'Actions for Rental agreement Bahnhofstrasse 12',
        },
        loaded,
      ),
    );
    const menu = await page.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Open',
      'Download',
      'Remind signers',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const NotOwnerMenu: Story = {
  args: { userEmail: 'someone.else@example.ch' },
  parameters: { msw: { handlers: [listAnswers(listPage([openRequest]))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Actions for/ }, loaded),
    );
    const menu = await page.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Remind signers' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const RemindFails: Story = {
  parameters: {
    msw: {
      handlers: [
        listAnswers(listPage([openRequest])),
        // Reminded less than an hour ago: the code says so, Retry-After says how long to wait.
        http.post('*/v3/signature-requests/:id/remind', () =>
          HttpResponse.json(
            { type: 'about:blank', status: 429, code: 'RATE_LIMITED', message: 'x' },
            {
              status: 429,
              headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '1790' },
            },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Actions for/ }, loaded),
    );
    await userEvent.click(await page.findByRole('menuitem', { name: 'Remind signers' }));
    await expect(
      await page.findByText(
        'The signers were reminded less than an hour ago. Please try again later.',
      ),
    ).toBeVisible();
  },
};

export const DeleteDraft: Story = {
  args: { search: { tab: 'drafts' } },
  parameters: {
    msw: { handlers: [listAnswers(listPage([draftRequest])), deleteDraftAnswers] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        {
          name: 'Actions for Consulting agreement Q1',
        },
        loaded,
      ),
    );
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Continue editing', 'Delete draft']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete draft' }));
    // Nothing is deleted before the user confirms.
    const dialog = await page.findByRole('dialog', { name: 'Delete this draft?' });
    await expect(dialog).toHaveTextContent('“Consulting agreement Q1” and its documents');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByText('The draft was deleted.')).toBeVisible();
  },
};
