import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AesForBusinessPage } from '../../src/features/business';
import { shell } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';
import { withRouter } from '../pages/shell/with-router';
import { dark, phone, scrollsSideways } from '../ui/story-helpers';
import { aesOn, extrasOf, extrasPaths, getExtras, putAes, verifiedBusiness } from './extras-mock';
import { adminPage, business, getBusiness, loaded, pending, trialBusiness } from './fixtures';

// /business/profile/aes-for-business: the explanation and the form — empty, filled, checked
// before sending, without a verified domain, refused by the server on a field, and saving.

const meta = {
  title: 'Pages/Business/AES for business',
  component: AesForBusinessPage,
  decorators: [adminPage, withRouter],
  parameters: {
    layout: 'fullscreen',
    path: '/business/profile/aes-for-business',
    msw: {
      handlers: [getExtras(extrasOf({ enabled: false })), getBusiness(verifiedBusiness), putAes()],
    },
  },
  args: { businessId: trialBusiness.id },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof AesForBusinessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('switch', { name: 'Turn on AES for business' }, loaded);
  return canvas;
};

/** Never set up: everything empty, the verified domains to choose from. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AES for business' })).toBeVisible();
    await expect(canvas.getByText(/sign at the advanced level \(AES\)/)).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Turn on AES for business' }),
    ).not.toBeChecked();
    await expect(canvas.getByLabelText(/^Name of the company’s representative/)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'muster.example' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'muster-group.example' })).toBeVisible();
  },
};

/** The saved setup, on. */
export const Filled: Story = {
  tags: ['page'],
  parameters: {
    msw: { handlers: [getExtras(extrasOf(aesOn)), getBusiness(verifiedBusiness), putAes()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Turn on AES for business' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Commercial register number/)).toHaveValue(
      'CHE-123.456.789',
    );
    await expect(canvas.getByRole('checkbox', { name: 'muster.example' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'muster-group.example' })).not.toBeChecked();
  },
};

export const FilledDark: Story = { ...Filled, ...dark, tags: [] };

/** At phone width nothing scrolls sideways. */
export const FilledOnPhone: Story = {
  ...phone,
  parameters: { ...Filled.parameters, ...phone.parameters },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(scrollsSideways()).toBe(false);
  },
};

let sent: unknown = null;

/** Filled in by keyboard and saved: what was sent, and the snackbar. */
export const SetUpByKeyboard: Story = {
  parameters: {
    msw: {
      handlers: [
        getExtras(extrasOf({ enabled: false })),
        getBusiness(verifiedBusiness),
        http.put(`*${extrasPaths.aes4biz}`, async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(extrasOf(sent as typeof aesOn));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    canvas.getByRole('switch', { name: 'Turn on AES for business' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('Dana Muster');
    await userEvent.tab();
    await userEvent.keyboard('dana.muster@muster.example');
    await userEvent.tab();
    await userEvent.keyboard('CHE-123.456.789');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'muster.example' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText('AES for business is saved.', {}, loaded)).toBeVisible();
    await expect(sent).toEqual({
      enabled: true,
      representativeName: 'Dana Muster',
      representativeEmail: 'dana.muster@muster.example',
      commercialRegister: 'CHE-123.456.789',
      domains: ['muster.example'],
    });
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** Turned on with nothing filled in: every field says what it needs, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Turn on AES for business' }));
    await userEvent.type(canvas.getByLabelText(/^E-mail address of the representative/), 'dana');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('Needed to turn AES for business on.')).toHaveLength(2);
    await expect(canvas.getByText('Not an e-mail address.')).toBeVisible();
    await expect(
      canvas.getByText('Choose at least one domain to turn AES for business on.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Commercial register number/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Save' }));
  },
};

/** No verified domain yet: the way to the domains page instead of the list. */
export const NoVerifiedDomain: Story = {
  tags: ['page'],
  parameters: {
    msw: { handlers: [getExtras(extrasOf({ enabled: false })), getBusiness(business)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByText(/has no verified domain yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verify a domain' })).toHaveAttribute(
      'href',
      '/business/members/domains',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The server refuses a domain that lost its verification: shown on the domains, nothing lost. */
export const DomainRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        getExtras(extrasOf(aesOn)),
        getBusiness(verifiedBusiness),
        http.put(`*${extrasPaths.aes4biz}`, () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              status: 422,
              code: 'DOMAIN_NOT_VERIFIED',
              message: 'not verified',
              method: 'PUT',
              path: extrasPaths.aes4biz,
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(await canvas.findByText(/The setup was not saved\./, {}, loaded)).toBeVisible();
    await expect(
      canvas.getByText('A chosen domain is no longer verified. Please check the domains.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Commercial register number/)).toHaveValue(
      'CHE-123.456.789',
    );
  },
};

/** The server names a field (VALIDATION_FAILED): the field says so. */
export const FieldRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        getExtras(extrasOf(aesOn)),
        getBusiness(verifiedBusiness),
        http.put(`*${extrasPaths.aes4biz}`, () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              status: 422,
              code: 'VALIDATION_FAILED',
              message: 'commercialRegister is required',
              field: 'commercialRegister',
              method: 'PUT',
              path: extrasPaths.aes4biz,
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Commercial register number/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByText('This is not valid. Please check it.')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Save' }));
  },
};

/** Saving: the button waits. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        getExtras(extrasOf(aesOn)),
        getBusiness(verifiedBusiness),
        pending('put', extrasPaths.aes4biz),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(await canvas.findByRole('button', { name: 'Saving…' }, loaded)).toBeVisible();
  },
};
