import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../openapi/schema.gen';
import { ApiUsersPage } from '../../../src/features/developers';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { BUSINESS, pageFrame, pending, problem } from './members-mock';

// /business/developers/api: the business's API users (used and never used), none yet, loading
// and failed; below them the first call against this server and the API reference.

type ApiUser = components['schemas']['ApiUser'];

const ORIGIN = 'https://app.paraph.example';
const apiUsers: ApiUser[] = [
  {
    username: 'api-erp-export',
    description: 'ERP export (nightly)',
    createdAt: '2026-10-02T08:00:00.000Z',
    lastUsedAt: '2026-11-21T06:00:00.000Z',
  },
  {
    username: 'hr-onboarding-contracts-from-the-personnel-system-2026',
    description: '',
    createdAt: '2026-11-20T14:30:00.000Z',
    lastUsedAt: null,
  },
];
const listIs = (list: ApiUser[]) =>
  http.get(`*/v1/businesses/${BUSINESS}/apis`, () => HttpResponse.json({ apiUsers: list }));

const meta = {
  title: 'Pages/Business/API users',
  component: ApiUsersPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/developers/api',
    msw: { handlers: [listIs(apiUsers)] },
  },
  args: { businessId: BUSINESS, origin: ORIGIN },
  beforeEach: () => {
    shell.snackbars.clear();
    shell.closeDialog();
    clearAnnouncements();
  },
} satisfies Meta<typeof ApiUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two API users, one never used; the first call names this server. */
export const List: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'API users' })).toBeVisible();
    await expect(await canvas.findByText('api-erp-export')).toBeVisible();
    await expect(canvas.getByText('ERP export (nightly)')).toBeVisible();
    await expect(canvas.getAllByText('Never').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Create API user' })).toBeEnabled();
    await expect(
      canvas.getByText(`curl -u '<username>:<secret>' ${ORIGIN}/v1/user`, { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'API reference (opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/docs');
  },
};

/** A row's menu offers editing, resetting and deleting, each opening its dialog. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Actions for api-erp-export' });
    await userEvent.click(menu);
    const body = within(document.body);
    await expect(await body.findByRole('menuitem', { name: 'Edit description' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Reset secret' })).toBeVisible();
    await userEvent.click(body.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.getState().dialog).toMatchObject({
        namespace: 'business',
        name: 'delete-api-user',
        props: { username: 'api-erp-export' },
      }),
    );
    shell.closeDialog();
  },
};

/** The example's copy button says it copied. */
export const CopyExample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = await canvas.findByRole('button', { name: 'Copy the example' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.queryByText('Copied.') ?? canvas.queryByText(/Copying did not work/),
      ).toBeTruthy(),
    );
  },
};

export const ListOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('hr-onboarding-contracts-from-the-personnel-system-2026'),
    ).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [listIs([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No API users yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your first call' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(`*/v1/businesses/${BUSINESS}/apis`)] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`*/v1/businesses/${BUSINESS}/apis`, () => problem(500, 'INTERNAL'))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The API users could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
