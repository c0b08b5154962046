import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SealPage } from '../../../src/features/seals';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { BUSINESS, membersAre, pageFrame, people, problem } from './members-mock';
import { contracts, invoices, sealImages, sealIs, sealPath, sealsPending } from './seals-mock';

// /business/seals/{accountname} in each state: a seal with its image and members, one without
// either, loading, not found, the members that failed to load, at phone width; removing a
// member and uploading an image (the dialogs have their own stories).

const meta = {
  title: 'Pages/Business/Seal',
  component: SealPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/seals/acme',
    msw: { handlers: [sealIs(invoices), sealIs(contracts), sealImages, membersAre(people)] },
  },
  args: { businessId: BUSINESS, businessName: 'Acme AG', accountName: 'acme' },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof SealPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** The seal with its image and two members who may apply it. */
export const WithImage: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme AG' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All seals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename the seal' })).toBeVisible();
    await expect(canvas.getByText(/the signature then names Acme AG/)).toBeVisible();
    const image = await canvas.findByRole<HTMLImageElement>('img', {
      name: 'The image of Acme AG',
    });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Remove the image' })).toBeVisible();
    await expect(await canvas.findByText('Ada Admin')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove Mo Member from the seal' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Mia Muster-van der Berg')).toBeNull();
  },
};

/** A seal nobody may apply yet and without an image: the placeholder texts. */
export const WithoutImage: Story = {
  tags: ['page'],
  args: { accountName: contracts.accountName },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Acme AG contracts and framework agreements',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('QES')).toBeVisible();
    await expect(canvas.getByText(/No image yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove the image' })).toBeNull();
    await expect(
      await canvas.findByRole('heading', { name: 'Nobody may apply the seal yet.' }),
    ).toBeVisible();
  },
};

/** At phone width the members become cards and nothing scrolls sideways. */
export const OnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Ada Admin')).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [sealsPending, membersAre(people)] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

/** A seal of another business, or none: the page says so and keeps the way back. */
export const NotFound: Story = {
  tags: ['page'],
  args: { accountName: 'elsewhere' },
  parameters: {
    msw: { handlers: [http.get(sealPath('elsewhere'), () => problem(404, 'NOT_FOUND'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The seal could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All seals' })).toBeVisible();
  },
};

export const MembersFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        sealIs(invoices),
        sealImages,
        http.get(`*/v1/businesses/${BUSINESS}/members`, () => problem(500, 'INTERNAL')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByText('The members of the business could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add members' })).toBeDisabled();
  },
};

const removed = fn();

/** A member's removal by keyboard: the call names them, the snackbar confirms it. */
export const RemoveMember: Story = {
  parameters: {
    msw: {
      handlers: [
        sealIs(invoices),
        sealImages,
        membersAre(people),
        http.delete(`${sealPath('acme')}/members`, async ({ request }) => {
          removed(await request.json());
          return HttpResponse.json({ ...invoices, members: ['u-ada'], amountMembers: 1 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const button = await page(canvasElement).findByRole('button', {
      name: 'Remove Mo Member from the seal',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ members: ['u-mo'] }));
    await expect(
      await within(document.body).findByText('The member may no longer apply the seal.'),
    ).toBeVisible();
  },
};

const uploaded = fn();

async function smallPng() {
  const canvas = new OffscreenCanvas(120, 40);
  canvas.getContext('2d')!.fillRect(10, 18, 100, 4);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'seal.png', {
    type: 'image/png',
  });
}

/** An image chosen: sent as it is; the server's IMAGE_DIMENSIONS is said about a seal image. */
export const UploadRefused: Story = {
  args: { accountName: contracts.accountName },
  parameters: {
    msw: {
      handlers: [
        sealIs(contracts),
        membersAre(people),
        http.post(`${sealPath(contracts.accountName)}/image`, ({ request }) => {
          uploaded(request.headers.get('Content-Type'));
          return problem(422, 'IMAGE_DIMENSIONS');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(/No image yet/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await smallPng());
    await waitFor(() => expect(uploaded).toHaveBeenCalledWith('image/png'));
    await expect(
      await within(document.body).findByText('The seal image is too small or too large in pixels.'),
    ).toBeVisible();
  },
};

/** A file of the wrong type is refused before anything is sent. */
export const UploadWrongType: Story = {
  args: { accountName: contracts.accountName },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByText(/No image yet/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'seal.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
