import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterBusinessPage } from '../../src/features/business';
import { dark } from '../ui/story-helpers';
import { business, countries, problem } from './fixtures';

// /business/register: a signed-in user's company, created, refused for an account already in
// a business (409), or stopped for the acceptances.

const meta = {
  title: 'Pages/Business/Register',
  component: RegisterBusinessPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { countries, ucc: null, onCreated: fn() },
} satisfies Meta<typeof RegisterBusinessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Register your business',
    );
    await expect(canvas.getByLabelText(/^Company name/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Register business' })).toBeEnabled();
  },
};

export const FormDark: Story = { ...Form, ...dark };

async function register(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Company name/), 'Muster AG');
  await userEvent.type(canvas.getByLabelText(/^Company e-mail address/), 'office@muster.example');
  await userEvent.click(canvas.getByRole('checkbox', { name: /general terms/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /data processing agreement/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Register business' }));
  return canvas;
}

export const Created: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v2/businesses', () => HttpResponse.json(business, { status: 201 })),
        http.get('*/v1/user', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await register(canvasElement);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 409: the account is already in a business — said plainly, the form kept. */
export const AlreadyInBusiness: Story = {
  parameters: { msw: { handlers: [problem('post', '/v2/businesses', 409, 'CONFLICT')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = await register(canvasElement);
    await expect(
      await canvas.findByText(/Your account already belongs to a business/),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('Muster AG');
    await expect(args.onCreated).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AlreadyInBusinessDark: Story = { ...AlreadyInBusiness, ...dark };
