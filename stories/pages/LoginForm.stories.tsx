import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../../src/features/auth';
import { problemMessages } from '../../src/api/problem';
import { pageColumn } from '../ui/story-helpers';

const meta = {
  title: 'Pages/Login form',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [pageColumn(400)],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // Nothing is sent while required fields are empty; the fields say why.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@paraph.example');
    await userEvent.type(canvas.getByLabelText(/Password/), 'paraph-demo-2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'demo@paraph.example',
      password: 'paraph-demo-2026',
    });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'not-an-address');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  args: { defaultEmail: 'demo@paraph.example', error: problemMessages.INVALID_CREDENTIALS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('demo@paraph.example');
  },
};

export const Submitting: Story = {
  args: { defaultEmail: 'demo@paraph.example', submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Signing in/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bei Paraph anmelden',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** An address of a single-sign-on domain: the company's sign-in replaces the password. */
export const SsoDomain: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultEmail: 'dana.demo@acme.example',
    ssoUrl: 'https://paraph.example/v1/sso/start?email=dana.demo%40acme.example',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Continue with your company’s sign-in' }),
    ).toHaveAttribute('href', 'https://paraph.example/v1/sso/start?email=dana.demo%40acme.example');
    await expect(canvas.getByText(/no Paraph password is needed/)).toBeVisible();
  },
};
