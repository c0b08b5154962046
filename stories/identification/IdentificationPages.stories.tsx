import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identificationHandlers } from '../../src/api/mocks/identification';
import {
  IdAustriaSuccessPage,
  LegislationPage,
  MethodPage,
  NoGuestLink,
  PersonalDetailsPage,
  SignatureStandardsPage,
  UpdateStandardsPage,
} from '../../src/features/identification';
import { rememberNameBefore } from '../../src/features/identification/name-before';
import { clearAnnouncements } from '../pages/account/mock-api';
import { dark } from '../ui/story-helpers';
import { REQUEST_ID, account, guest, leave, pageDecorators } from './fixtures';

// The identification pages in each state: the overview and the update page (what the user
// has, what a request needs), the methods offered (covered or not, account or guest), the
// ZertES name check, a method page before Start and after the provider (waiting, activating,
// done, each failure, the name mismatch), ID Austria's return and a guest without a link.

const meta = {
  title: 'Pages/Identification',
  tags: ['page'],
  decorators: pageDecorators,
  parameters: { layout: 'fullscreen', path: '/profile/signature-standards' },
  beforeEach: () => {
    leave.mockClear();
    sessionStorage.clear();
    clearAnnouncements();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const h1 = async (canvasElement: HTMLElement, name: string) =>
  expect(await page(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();

// The overview

export const Overview: Story = {
  render: () => <SignatureStandardsPage qualities={{ ses: { any: { quality: 'ses' } } }} />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Signature standards');
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Identify for eIDAS' })).toHaveAttribute(
      'href',
      '/profile/signature-standards/eidas',
    );
    await expect(canvas.getByRole('link', { name: 'Identify for ZertES' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set up Mobile ID' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Choose your default legislation' }),
    ).toBeVisible();
  },
};

/** Qualified under ZertES, advanced (minimal) under eIDAS, Mobile ID set up; `sr` is kept. */
export const OverviewIdentified: Story = {
  render: () => (
    <SignatureStandardsPage
      requestId={REQUEST_ID}
      qualities={{
        aes: { any: { quality: 'aes' } },
        aesMinimal: { eidas: { quality: 'aes_minimal' } },
        qes: { zertes: { quality: 'qes' } },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Signature standards');
    const canvas = page(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Identify for ZertES' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Identify for eIDAS' })).toHaveAttribute(
      'href',
      `/profile/signature-standards/eidas?sr=${REQUEST_ID}`,
    );
    await expect(canvas.getByText('Mobile ID is set up.')).toBeVisible();
  },
};

export const OverviewDark: Story = { ...Overview, ...dark };

// The update page

export const UpdateForRequest: Story = {
  render: () => (
    <UpdateStandardsPage
      qualities={{}}
      request={{ id: REQUEST_ID, title: 'Rental agreement', quality: 'QES', legislation: 'ZERTES' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Upgrade your signature standard');
    const canvas = page(canvasElement);
    await expect(canvas.getByText(/needs a qualified signature/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Identify for ZertES' })).toHaveAttribute(
      'href',
      `/profile/signature-standards/zertes?sr=${REQUEST_ID}`,
    );
    await expect(canvas.queryByRole('link', { name: 'Identify for eIDAS' })).toBeNull();
  },
};

export const UpdateWithoutRequest: Story = {
  render: () => <UpdateStandardsPage qualities={{ qes: { eidas: { quality: 'qes' } } }} />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Upgrade your signature standard');
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Identify for eIDAS' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Identify for ZertES' })).toBeVisible();
  },
};

// The methods offered under a law

export const EidasCovered: Story = {
  parameters: { msw: { handlers: identificationHandlers({ covered: true }) } },
  render: () => <LegislationPage audience={account(REQUEST_ID)} legislation="eidas" />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Identify for eIDAS');
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByText('The sender of this request pays for your identification.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Continue with Video identification' }),
    ).toHaveAttribute('href', `/profile/signature-standards/eidas/video?sr=${REQUEST_ID}`);
    await expect(
      canvas.getByRole('link', { name: 'Continue with Self-identification' }),
    ).toHaveAttribute('href', `/profile/signature-standards/eidas/self?sr=${REQUEST_ID}`);
    // ID Austria opens its dialog, which says where the person goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with ID Austria' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Connect an Austrian eID' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to ID Austria' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(
        'https://sandbox.paraph.example/sandbox/identification/5f1c2d3e',
      ),
    );
    clearAnnouncements();
  },
};

export const EidasNotCovered: Story = {
  parameters: { msw: { handlers: identificationHandlers({ covered: false }) } },
  render: () => <LegislationPage audience={account()} legislation="eidas" />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByText('Choose how you want to prove who you are.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Video identification')).toBeNull();
    // An existing certificate starts straight away and comes back to this page.
    const start = canvas.getByRole('button', {
      name: 'Continue with A signing certificate you hold',
    });
    await userEvent.click(start);
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    // The busy button's announcement outlives it (see clearAnnouncements): once it is idle.
    await waitFor(() => expect(start).not.toHaveAttribute('data-pending'));
    clearAnnouncements();
  },
};

export const ZertesCovered: Story = {
  parameters: { msw: { handlers: identificationHandlers({ covered: true }) } },
  render: () => <LegislationPage audience={account(REQUEST_ID)} legislation="zertes" />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Identify for ZertES');
    const canvas = page(canvasElement);
    // ZertES checks the name first.
    await expect(
      await canvas.findByRole('link', { name: 'Continue with Video identification' }),
    ).toHaveAttribute(
      'href',
      `/profile/signature-standards/zertes/personal-details?sr=${REQUEST_ID}&method=video`,
    );
    await expect(canvas.getByRole('link', { name: 'Continue with Mobile ID' })).toHaveAttribute(
      'href',
      `/profile/signature-standards/mobile-id?sr=${REQUEST_ID}`,
    );
    // The previous story's pending button can still announce after the switch.
    clearAnnouncements();
  },
};

export const ZertesGuest: Story = {
  parameters: {
    path: '/direct-sign/identification/zertes',
    msw: { handlers: identificationHandlers({ audience: 'guest', covered: true }) },
  },
  render: () => <LegislationPage audience={guest()} legislation="zertes" />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Continue with Automatic identification' }),
    ).toHaveAttribute(
      'href',
      `/direct-sign/identification/zertes/personal-details?sr=${REQUEST_ID}&method=autoident`,
    );
    // Mobile ID needs an account; a guest has no way back to a profile either.
    await expect(canvas.queryByText('Mobile ID')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Signature standards' })).toBeNull();
  },
};

export const ZertesGuestDark: Story = { ...ZertesGuest, ...dark };

/** Back from an in-person identification started on the law's page. */
export const ZertesReturnedWaiting: Story = {
  parameters: { msw: { handlers: identificationHandlers({ state: 'inprogress' }) } },
  render: () => <LegislationPage audience={account()} legislation="zertes" returned="loc" />,
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', { name: 'Waiting for the provider' }),
    ).toBeVisible();
  },
};

// The ZertES name check

export const PersonalDetails: Story = {
  parameters: {
    msw: { handlers: identificationHandlers({ covered: true }) },
  },
  render: () => <PersonalDetailsPage audience={account(REQUEST_ID)} method="video" />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Your name as on your ID');
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/profile/signature-standards/zertes/video?sr=${REQUEST_ID}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Correct the name' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Your name as on your ID',
    });
    await expect(within(dialog).getByRole('textbox', { name: /First name/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Closed (its exit animation over, so no screenshot catches it), the focus is back on the
    // button: the baseline shows it at rest.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const correct = canvas.getByRole('button', { name: 'Correct the name' });
    await waitFor(() => expect(correct).toHaveFocus());
    correct.blur();
  },
};

// A method page: before Start, and back from the provider

export const MethodStart: Story = {
  parameters: { msw: { handlers: identificationHandlers() } },
  render: () => (
    <MethodPage
      audience={account(REQUEST_ID)}
      legislation="eidas"
      method="video"
      path="eidas/video"
      returned={false}
    />
  ),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Video identification');
    const canvas = page(canvasElement);
    await expect(canvas.getByText(/a camera and about 10 minutes/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    // The busy Start button's announcement outlives it (see clearAnnouncements).
    clearAnnouncements();
  },
};

export const MethodStartRefused: Story = {
  parameters: { msw: { handlers: identificationHandlers({ start: 'already-identified' }) } },
  render: () => (
    <MethodPage
      audience={account()}
      legislation="zertes"
      method="autoident"
      path="zertes/auto"
      returned={false}
    />
  ),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Automatic identification');
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('The identification could not be started')).toBeVisible();
    await expect(leave).not.toHaveBeenCalled();
    clearAnnouncements();
    canvas.getByRole('button', { name: 'Start' }).blur();
  },
};

const returned = (state: Parameters<typeof identificationHandlers>[0]) => ({
  parameters: { msw: { handlers: identificationHandlers(state) } },
  render: () => (
    <MethodPage
      audience={account(REQUEST_ID)}
      legislation="eidas"
      method="video"
      path="eidas/video"
      returned
    />
  ),
});

const panel =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: title })).toBeVisible();
  };

export const Waiting: Story = {
  ...returned({ state: 'inprogress' }),
  play: async (context) => {
    await panel('Waiting for the provider')(context);
    await expect(
      page(context.canvasElement).getByRole('button', { name: 'Cancel identification' }),
    ).toBeVisible();
  },
};

export const Activating: Story = {
  ...returned({ state: 'activatingQES' }),
  play: panel('Activating your certificate'),
};

export const Done: Story = {
  ...returned({ state: 'done' }),
  play: async (context) => {
    await panel('You are identified')(context);
    const canvas = page(context.canvasElement);
    await expect(canvas.getByText(/Qualified \(QES\) level under eIDAS/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      `/view/${REQUEST_ID}`,
    );
  },
};

export const DoneDark: Story = { ...Done, ...dark };

/** The ID's name differed: the overlay says which name the account and signatures now carry. */
export const DoneNameMismatch: Story = {
  ...returned({ state: 'mismatch' }),
  beforeEach: () => {
    rememberNameBefore('idn_Vb7Kq2Lm9Xw4Tz1c', { firstName: 'Dana', lastName: 'Demo' });
  },
  play: async () => {
    const overlay = await within(document.body).findByRole('dialog', {
      name: 'Your name was updated',
    });
    await expect(
      within(overlay).getByText('Your ID says Dana Maria Demo. Your account said Dana Demo.'),
    ).toBeVisible();
  },
};

export const FailureAborted: Story = {
  ...returned({ state: 'aborted' }),
  play: async (context) => {
    await panel('Identification cancelled')(context);
    await expect(
      page(context.canvasElement).getByRole('link', { name: 'Try again' }),
    ).toHaveAttribute('href', `/profile/signature-standards/eidas/video?sr=${REQUEST_ID}`);
  },
};
export const FailureRejected: Story = {
  ...returned({ state: 'rejected' }),
  play: panel('Identity not confirmed'),
};
export const FailureExpired: Story = {
  ...returned({ state: 'expired' }),
  play: panel('Identification expired'),
};
export const FailureIdentityMismatch: Story = {
  ...returned({ state: 'identity_mismatch' }),
  play: panel('A different identity'),
};
export const NoIdentification: Story = {
  ...returned({ state: 'none' }),
  play: panel('No identification found'),
};

// Guests

export const GuestIdAustriaDone: Story = {
  parameters: {
    path: '/direct-sign/identification/id-austria-success',
    msw: { handlers: identificationHandlers({ audience: 'guest', state: 'done' }) },
  },
  render: () => <IdAustriaSuccessPage audience={guest()} />,
  play: async (context) => {
    await panel('You are identified')(context);
    await expect(
      page(context.canvasElement).getByRole('link', { name: 'Back to the request' }),
    ).toHaveAttribute('href', `/view/${REQUEST_ID}/lnk_Gx4Tb8Wq2Zr6`);
  },
};

export const GuestWithoutLink: Story = {
  parameters: { path: '/direct-sign/identification/eidas' },
  render: () => <NoGuestLink />,
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Identify to sign');
    await expect(page(canvasElement).getByText('We cannot find your signing link')).toBeVisible();
  },
};
