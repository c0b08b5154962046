import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../openapi/schema.gen';
import type { ProblemCode } from '../../../src/api/problem';
import { SettingsPage } from '../../../src/features/profile';
import { menuLanguages } from '../../../src/features/shell';
import { shell, SnackbarRegion } from '../../../src/ui';
import { dark } from '../../ui/story-helpers';
import { clearAnnouncements } from './mock-api';

// The settings page in each state a save can be in: idle, saving, refused (what was typed
// stays), saved; the mobile number's two steps (code sent, wrong code, confirmed); and the
// e-mail address's link (sent, refused).

type User = components['schemas']['User'];

const user = {
  id: 'u-dana',
  email: 'dana@paraph.example',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [],
  business: null,
  attributes: { lang: ['en-gb'], email_notification_level: ['important'] },
} satisfies User;

const NUMBER = '+41795550123';

function problem(status: number, code: ProblemCode, path: string, method: string) {
  return HttpResponse.json(
    { type: 'about:blank', status, code, message: code, method, path },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const getUser = (answer: User = user) => http.get('*/v1/user', () => HttpResponse.json(answer));
const saved = http.put('*/v1/user', () => HttpResponse.json({ ...user, firstName: 'Dora' }));
const saving = http.put('*/v1/user', async () => {
  await delay('infinite');
  return HttpResponse.json(user);
});
const refused = http.put('*/v1/user', () => problem(500, 'INTERNAL', '/v1/user', 'PUT'));
const codeSent = http.post('*/v1/user/mobile-verification', () =>
  HttpResponse.json({ mobile: NUMBER, expiresAt: '2026-11-21T18:05:00.000Z' }),
);
const wrongCode = http.put('*/v1/user/mobile', () =>
  problem(422, 'TAN_INVALID', '/v1/user/mobile', 'PUT'),
);
const NEW_EMAIL = 'dana.new@paraph.example';
const linkSent = http.post('*/v1/user/email-change', () =>
  HttpResponse.json({ email: NEW_EMAIL, expiresAt: '2026-11-22T18:00:00.000Z' }, { status: 202 }),
);
const addressTaken = http.post('*/v1/user/email-change', () =>
  problem(409, 'EMAIL_TAKEN', '/v1/user/email-change', 'POST'),
);
const withMobile = { ...user, attributes: { ...user.attributes, mobile: [NUMBER] } };
const confirmed = http.put('*/v1/user/mobile', () => HttpResponse.json(withMobile));

const meta = {
  title: 'Pages/Account/Settings',
  component: SettingsPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: 24, maxWidth: 800 }}>
          <Story />
        </main>
        {/* The app's snackbars, where each save reports back. */}
        <SnackbarRegion snackbars={shell.snackbars} />
      </>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: [getUser()] } },
  args: { user, languages: menuLanguages, onLanguageSaved: fn() },
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Every section with the account's values. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    for (const name of [
      'Language',
      'Name',
      'E-mail address',
      'Mobile number',
      'E-mail notifications',
      'Signing defaults',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(region(canvasElement, 'Name').getByLabelText('First name')).toHaveValue('Dana');
    await expect(canvas.getByRole('radio', { name: /^Important ones/ })).toBeChecked();
    await expect(canvas.getByText('No mobile number yet')).toBeVisible();
    await expect(
      region(canvasElement, 'E-mail address').getByText('dana@paraph.example'),
    ).toBeVisible();
  },
};

export const IdleDark: Story = { ...Idle, ...dark };

async function saveName(canvasElement: HTMLElement, name: string) {
  const section = region(canvasElement, 'Name');
  const first = section.getByLabelText('First name');
  await userEvent.clear(first);
  await userEvent.type(first, name);
  await userEvent.click(section.getByRole('button', { name: 'Save' }));
  return section;
}

/** A save on its way: only its own section waits. */
export const Saving: Story = {
  parameters: { msw: { handlers: [getUser(), saving] } },
  play: async ({ canvasElement }) => {
    const section = await saveName(canvasElement, 'Dora');
    await expect(await section.findByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect(
      region(canvasElement, 'Language').getByRole('button', { name: 'Save' }),
    ).toBeEnabled();
  },
};

/** The server refused: the snackbar says so and the typed name is still there to try again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [getUser(), refused] } },
  play: async ({ canvasElement }) => {
    const section = await saveName(canvasElement, 'Dora');
    await expect(await within(document.body).findByRole('alert')).toBeVisible();
    await expect(section.getByLabelText('First name')).toHaveValue('Dora');
    // The alert can show while the button is still busy: wait until it is "Save" again.
    await expect(await section.findByRole('button', { name: 'Save' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** A blank name is refused here, and nothing is sent. */
export const BlankName: Story = {
  parameters: { msw: { handlers: [getUser(), saved] } },
  play: async ({ canvasElement }) => {
    const section = await saveName(canvasElement, '   ');
    await expect(section.getByText('This field is required')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saved: Story = {
  parameters: { msw: { handlers: [getUser(), saved] } },
  play: async ({ canvasElement }) => {
    await saveName(canvasElement, 'Dora');
    await expect(await within(document.body).findByText('Your settings are saved.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

async function sendCode(canvasElement: HTMLElement, typed = '+41 79 555 01 23') {
  const section = region(canvasElement, 'Mobile number');
  await userEvent.type(section.getByLabelText(/^New mobile number/), typed);
  await userEvent.click(section.getByRole('button', { name: 'Send code' }));
  return section;
}

/** A number without its country code is refused before anything is sent. */
export const MobileInvalid: Story = {
  play: async ({ canvasElement }) => {
    const section = await sendCode(canvasElement, '079 555 01 23');
    await expect(section.getByText(/Enter the number with its country code/)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MobileCodeSent: Story = {
  parameters: { msw: { handlers: [getUser(), codeSent] } },
  play: async ({ canvasElement }) => {
    const section = await sendCode(canvasElement);
    await expect(
      await section.findByText(`We sent a code to ${NUMBER}.`, { exact: false }),
    ).toBeVisible();
    await expect(section.getByLabelText('Code')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

async function enterCode(canvasElement: HTMLElement) {
  const section = await sendCode(canvasElement);
  await userEvent.type(await section.findByLabelText('Code'), '123456');
  await userEvent.click(section.getByRole('button', { name: 'Confirm number' }));
  return section;
}

/** A wrong code: said in the section, the number not stored, the code still there. */
export const MobileWrongCode: Story = {
  parameters: { msw: { handlers: [getUser(), codeSent, wrongCode] } },
  play: async ({ canvasElement }) => {
    const section = await enterCode(canvasElement);
    await expect(await section.findByText('The one-time password is not correct.')).toBeVisible();
    await expect(section.getByText('No mobile number yet')).toBeVisible();
    await expect(section.getByLabelText('Code')).toHaveValue('123456');
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

export const MobileConfirmed: Story = {
  args: { user },
  parameters: { msw: { handlers: [getUser(withMobile), codeSent, confirmed] } },
  play: async ({ canvasElement }) => {
    const section = await enterCode(canvasElement);
    await waitFor(() =>
      expect(
        within(document.body).getByText('Your mobile number is confirmed and saved.'),
      ).toBeVisible(),
    );
    await expect(section.getByLabelText(/^New mobile number/)).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

export const MobileWrongCodeDark: Story = { ...MobileWrongCode, ...dark };

async function sendEmailLink(canvasElement: HTMLElement) {
  const section = region(canvasElement, 'E-mail address');
  await userEvent.type(section.getByLabelText(/^New e-mail address/), NEW_EMAIL);
  await userEvent.click(section.getByRole('button', { name: 'Send confirmation link' }));
  return section;
}

/** The link is on its way: the section says where; the address itself has not changed yet. */
export const EmailLinkSent: Story = {
  parameters: { msw: { handlers: [getUser(), linkSent] } },
  play: async ({ canvasElement }) => {
    const section = await sendEmailLink(canvasElement);
    await expect(
      await section.findByText(`We sent a confirmation link to ${NEW_EMAIL}.`, { exact: false }),
    ).toBeVisible();
    await expect(section.getByText('dana@paraph.example')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** An address of another account: said in the section, what was typed stays. */
export const EmailRefused: Story = {
  parameters: { msw: { handlers: [getUser(), addressTaken] } },
  play: async ({ canvasElement }) => {
    const section = await sendEmailLink(canvasElement);
    await expect(await section.findByText('The link was not sent.')).toBeVisible();
    await expect(section.getByText('An account with this e-mail already exists.')).toBeVisible();
    await expect(section.getByLabelText(/^New e-mail address/)).toHaveValue(NEW_EMAIL);
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};
