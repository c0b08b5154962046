import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DomainsPage } from '../../../src/features/members';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { BUSINESS, pageFrame, pending, problem } from './members-mock';

// /business/members/domains: the TXT record to set (copied with a button) and the domains,
// loading, none yet, and lists that failed; below them single sign-on, none yet or a real and
// a sandbox provider (the sandbox read-only).

const record = {
  type: 'TXT',
  name: '_paraph-verification',
  value: 'paraph-verification=Zk3Qw9Lp2Xc8Vb5N',
};

const business = (domains: string[]) =>
  http.get(`*/v1/businesses/${BUSINESS}`, () =>
    HttpResponse.json({
      id: BUSINESS,
      name: 'Acme AG',
      email: 'office@acme.example',
      createdAt: '2026-01-05T09:00:00.000Z',
      admins: [],
      members: [],
      invitedMembers: [],
      domains,
      apiUsers: [],
      paymentMethod: 'STRIPE',
    }),
  );
const verification = http.get(`*/v1/businesses/${BUSINESS}/domains/verification`, () =>
  HttpResponse.json(record),
);

const real = {
  domain: 'acme.example',
  issuer: 'https://login.acme.example',
  clientId: 'paraph',
  sandbox: false,
};
const sandbox = {
  domain: 'acme-group.ch',
  issuer: 'https://sso-sandbox.paraph.example',
  clientId: 'paraph-sandbox',
  sandbox: true,
};
const providers = (list: (typeof real)[]) =>
  http.get(`*/v1/businesses/${BUSINESS}/identity-provider`, () =>
    HttpResponse.json({ providers: list }),
  );

const meta = {
  title: 'Pages/Business/Domains',
  component: DomainsPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/members/domains',
    msw: {
      handlers: [business(['acme.example', 'acme-group.ch']), verification, providers([])],
    },
  },
  args: { businessId: BUSINESS },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof DomainsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record and two domains; copying the value says so. */
export const List: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(await canvas.findByText('acme.example')).toBeVisible();
    await expect(canvas.getByText('acme-group.ch')).toBeVisible();
    await expect(await canvas.findByText(record.value)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove acme.example' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(await canvas.findByText('No single sign-on yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up single sign-on' })).toBeEnabled();
  },
};

/** The copy button, by keyboard: the value lands on the clipboard (or the user is told). */
export const CopyValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = await canvas.findByRole('button', { name: 'Copy the record value' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await waitFor(() =>
      expect(body.queryByText('Copied.') ?? body.queryByText(/Copying did not work/)).toBeTruthy(),
    );
  },
};

export const ListOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(record.value)).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [business([]), verification, providers([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No domains yet.')).toBeVisible();
    await expect(await canvas.findByText(/Add a domain first/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up single sign-on' })).toBeDisabled();
  },
};

/** A provider the admin set up (changeable) and a sandbox one from the configuration. */
export const SingleSignOn: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        business(['acme.example', 'acme-group.ch']),
        verification,
        providers([real, sandbox]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(real.issuer)).toBeVisible();
    await expect(canvas.getByText(sandbox.issuer)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Change single sign-on for acme.example' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove single sign-on for acme.example' }),
    ).toBeVisible();
    // The sandbox entry is read-only, and says why.
    await expect(canvas.getByText('Sandbox (set by configuration)')).toBeVisible();
    await expect(canvas.getByText(/cannot be changed here/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Change single sign-on for acme-group.ch' }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: 'Remove single sign-on for acme-group.ch' }),
    ).toBeNull();
  },
};

export const SingleSignOnOnPhone: Story = {
  ...phone,
  parameters: { ...SingleSignOn.parameters, ...phone.parameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(sandbox.issuer)).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const SingleSignOnFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        business(['acme.example']),
        verification,
        http.get(`*/v1/businesses/${BUSINESS}/identity-provider`, () => problem(500, 'INTERNAL')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The single sign-on settings could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up single sign-on' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        pending(`*/v1/businesses/${BUSINESS}`),
        pending(`*/v1/businesses/${BUSINESS}/domains/verification`),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/v1/businesses/${BUSINESS}`, () => problem(500, 'INTERNAL')),
        http.get(`*/v1/businesses/${BUSINESS}/domains/verification`, () =>
          problem(500, 'INTERNAL'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The domains could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The DNS record could not be loaded.')).toBeVisible();
  },
};
