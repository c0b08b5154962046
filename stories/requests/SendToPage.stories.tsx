import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import contract from '../../openapi/bundled.gen.json';
import type { components } from '../../openapi/schema.gen';
import { SendToPage } from '../../src/features/requests';
import { clearAnnouncements, page, pending, problem } from './fixtures';

type SendTo = components['schemas']['SendTo'];

const invitation = contract.paths['/v3/sendto/{id}/get-internal'].get.responses['200'].content[
  'application/json'
].example as SendTo;

const answering = (status: SendTo['status'], addressedToYou = true) =>
  http.get('*/v3/sendto/:id/get-internal', () =>
    HttpResponse.json({ ...invitation, status, addressed_to_you: addressedToYou }),
  );

const meta = {
  title: 'Pages/Requests/Send-to claim',
  component: SendToPage,
  decorators: [page],
  parameters: { layout: 'padded', msw: { handlers: [answering('UNCLAIMED')] } },
  args: { id: invitation.id, onClaimed: fn(), onDashboard: fn() },
  // An announcement left by the previous story's pending button is not this story's.
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof SendToPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Dana Demo asked max.private@example.ch to sign/),
    ).toBeVisible();
  },
};

export const Claiming: Story = {
  parameters: {
    msw: { handlers: [answering('UNCLAIMED'), pending('post', '/v3/sendto/:id/claim')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Add to my account/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    clearAnnouncements();
  },
};

export const Claimed: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('UNCLAIMED'),
        http.post('*/v3/sendto/:id/claim', () =>
          HttpResponse.json({ ...invitation, status: 'CLAIMED' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() =>
      expect(args.onClaimed).toHaveBeenCalledWith(invitation.signature_request_id),
    );
    clearAnnouncements();
  },
};

/** Only an account under the invited address may claim: the page says so up front. */
export const SentToAnotherAddress: Story = {
  parameters: { msw: { handlers: [answering('UNCLAIMED', false)] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/This invitation was sent to another e-mail address/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to my account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the dashboard' }));
    await expect(args.onDashboard).toHaveBeenCalled();
  },
};

export const ClaimedBySomeoneElse: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('CLAIMED'),
        problem('post', '/v3/sendto/:id/claim', 409, 'ALREADY_CLAIMED'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else has already added this request to their account.',
    );
    clearAnnouncements();
  },
};

export const ClaimFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('UNCLAIMED'),
        problem('post', '/v3/sendto/:id/claim', 422, 'INVALID_STATE'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to claim signature request',
    );
    clearAnnouncements();
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: [answering('EXPIRED')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This invitation has expired.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to my account' })).toBeNull();
    clearAnnouncements();
  },
};
