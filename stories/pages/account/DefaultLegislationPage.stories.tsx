import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../openapi/schema.gen';
import { DefaultLegislationPage } from '../../../src/features/profile';
import { shell, SnackbarRegion } from '../../../src/ui';
import { dark, pageColumn } from '../../ui/story-helpers';
import { withRouter } from '../shell/with-router';
import { clearAnnouncements } from './mock-api';

// /profile/signature-standards/legislation: the default legislation, chosen and saved.

type User = components['schemas']['User'];

const user = {
  id: 'u-dana',
  email: 'dana@paraph.example',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: {} as User['permissions'],
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [],
  business: null,
  attributes: { lang: ['en-gb'], default_legislation: ['eidas'] },
} satisfies User;

let sent: unknown = null;

const meta = {
  title: 'Pages/Account/Default legislation',
  component: DefaultLegislationPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <SnackbarRegion snackbars={shell.snackbars} />
      </>
    ),
    pageColumn(760),
    withRouter,
  ],
  parameters: {
    layout: 'fullscreen',
    path: '/profile/signature-standards/legislation',
    msw: {
      handlers: [
        http.put('*/v1/user', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(user);
        }),
      ],
    },
  },
  args: { user, backHref: '/profile/signature-standards' },
  beforeEach: () => clearAnnouncements(),
} satisfies Meta<typeof DefaultLegislationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The router renders the page once it has loaded: wait for it.
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Default legislation',
    );
    await expect(canvas.getByRole('radio', { name: 'EU law (eIDAS)' })).toBeChecked();
    await userEvent.click(canvas.getByText('Swiss law (ZertES)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ default_legislation: 'zertes', firstName: 'Dana' }),
    );
    await expect(await within(document.body).findByText('Your settings are saved.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Swiss law (ZertES)' })).toBeChecked();
    shell.snackbars.clear();
    clearAnnouncements();
    // The button says "Saving…" until the mutation has settled, a render after the snackbar.
    (await canvas.findByRole('button', { name: 'Save' })).blur();
  },
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Signature standards' }),
    ).toHaveAttribute('href', '/profile/signature-standards');
  },
};

export const IdleDark: Story = { ...Idle, ...dark };
