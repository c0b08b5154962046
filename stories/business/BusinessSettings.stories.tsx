import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSettingsPage } from '../../src/features/business';
import { shell } from '../../src/ui';
import { dark } from '../ui/story-helpers';
import { clearAnnouncements } from '../live-announcer';
import {
  adminPage,
  getSettings,
  loaded,
  paths,
  problem,
  settings,
  trialBusiness,
} from './fixtures';

// /business/settings: every setting; a save that the server partly clears (spec 5), a refused
// save keeping what was typed, the auto-deletion dialogs, and the logo.

const meta = {
  title: 'Pages/Business/Settings',
  component: BusinessSettingsPage,
  tags: ['page'],
  decorators: [adminPage],
  parameters: { layout: 'fullscreen', msw: { handlers: [getSettings()] } },
  args: { businessId: trialBusiness.id },
  beforeEach: () => {
    clearAnnouncements();
    return () => shell.closeDialog();
  },
} satisfies Meta<typeof BusinessSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, loaded));

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Support contact',
      'FDA 21 CFR Part 11',
      'Automatic deletion',
      'Company logo',
      'Completion mail',
      'Signer groups',
      'Guidance and partners',
    ]) {
      await expect(await canvas.findByRole('region', { name }, loaded)).toBeVisible();
    }
    await expect(canvas.getByRole('switch', { name: 'Attach the signed document' })).toBeChecked();
    await expect(canvas.getByText('No logo yet: signers see the company name.')).toBeVisible();
  },
};

export const IdleDark: Story = { ...Idle, ...dark };

/** Spec 5: the server cleared the invalid phone; the field shows what was saved, and why. */
export const SupportCleared: Story = {
  parameters: {
    msw: {
      handlers: [getSettings(), http.put(`*${paths.settings}`, () => HttpResponse.json(settings))],
    },
  },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Support contact');
    await userEvent.type(section.getByLabelText(/^Support phone number/), '555 123 4567');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await expect(
      await section.findByText('This value is not valid, so it was not saved.'),
    ).toBeVisible();
    await expect(section.getByLabelText(/^Support phone number/)).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** A refused save: the snackbar says so and the switch keeps its new position. */
export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: [getSettings(), problem('put', paths.settings, 403, 'FORBIDDEN')] },
  },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'FDA 21 CFR Part 11');
    const part11 = section.getByRole('switch', { name: 'Senders may request Part 11 signatures' });
    await userEvent.click(part11);
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await expect((await page.findAllByText('You are not allowed to do this.'))[0]).toBeVisible();
    await expect(part11).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** The activate dialog: the days after completion, checked before anything is sent. */
export const ActivateDialog: Story = {
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Automatic deletion');
    await userEvent.click(section.getByRole('button', { name: 'Activate auto-deletion' }));
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Activate auto-deletion?' },
      loaded,
    );
    const days = within(dialog).getByLabelText(/^Days after completion/);
    await expect(days).toHaveValue('30');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(
      within(dialog).getByText('Enter a whole number of days from 1 to 3650.'),
    ).toBeVisible();
  },
};

/** Activated: the dialog saves the period and the section says it. */
export const Activated: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        let current = settings;
        return [
          http.get(`*${paths.settings}`, () => HttpResponse.json(current)),
          http.put(`*${paths.settings}`, async ({ request }) => {
            current = (await request.json()) as typeof settings;
            return HttpResponse.json(current);
          }),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Automatic deletion');
    await userEvent.click(section.getByRole('button', { name: 'Activate auto-deletion' }));
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Activate auto-deletion?' },
      loaded,
    );
    const days = within(dialog).getByLabelText(/^Days after completion/);
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(
      await section.findByText('Finished signature requests are deleted 90 days after completion.'),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Deactivate auto-deletion' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

const withRetention = {
  ...settings,
  signatureRequests: {
    ...settings.signatureRequests,
    retention: { enabled: true, terminalState: 90 },
  },
};

/** The deactivate dialog, open. */
export const DeactivateDialog: Story = {
  parameters: { msw: { handlers: [getSettings(withRetention)] } },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Automatic deletion');
    await userEvent.click(section.getByRole('button', { name: 'Deactivate auto-deletion' }));
    await expect(
      await page.findByRole('dialog', { name: 'Deactivate auto-deletion?' }, loaded),
    ).toBeVisible();
  },
};

// Shapes only: an SVG image's text would be drawn in the machine's sans-serif.
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" fill="#1d4ed8"/><path d="M12 36V12h6l6 12 6-12h6v24h-5V21l-5 10h-4l-5-10v15z" fill="#fff"/><rect x="48" y="20" width="96" height="8" fill="#fff"/></svg>',
  );

/** A logo: its preview, replacing and removing. */
export const WithLogo: Story = {
  parameters: {
    msw: {
      handlers: [
        getSettings({
          ...settings,
          companyBranding: { logo: { width: 160, height: 48, url: LOGO } },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Company logo');
    await expect(section.getByRole('img', { name: 'The company logo' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  },
};

/** The server refuses the upload: said in a logo's words. */
export const LogoTooLarge: Story = {
  parameters: {
    msw: { handlers: [getSettings(), problem('put', paths.logo, 413, 'IMAGE_TOO_LARGE')] },
  },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Company logo');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() =>
      expect(page.getAllByText('A logo may have at most 2 MB.')[0]).toBeVisible(),
    );
    await expect(section.getByText('No logo yet: signers see the company name.')).toBeVisible();
    clearAnnouncements();
  },
};
