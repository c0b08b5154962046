import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSignupPage, BusinessSignupStepsPage } from '../../src/features/business';
import { UnauthenticatedLayout } from '../../src/features/shell';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';
import { countries, problem } from './fixtures';

// The business sign-up's two steps: the admin's address, then the company — sent with the
// referral code kept from the link, refused by the server, or stopped for the acceptances.

const meta = {
  title: 'Pages/Business/Sign-up',
  component: BusinessSignupStepsPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <UnauthenticatedLayout>
        <Story />
      </UnauthenticatedLayout>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: '/business/signup/steps' },
  args: {
    email: 'anna.admin@muster.example',
    countries,
    ucc: 'PARTNER-42',
    language: 'en-gb',
    onBack: fn(),
    onSent: fn(),
  },
} satisfies Meta<typeof BusinessSignupStepsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step one: the address of the person who will manage the business. */
export const EmailStep: Story = {
  render: () => <BusinessSignupPage email={undefined} onContinue={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign up your business',
    );
    await expect(canvas.getByRole('navigation', { name: 'Business sign-up' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Your e-mail address/)).toBeRequired();
  },
};

export const EmailStepDark: Story = { ...EmailStep, ...dark };

/** Step two: the company, countries in spec 9's order (CH first on the CH platform). */
export const CompanyStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your company');
    await expect(canvasElement).toHaveTextContent('anna.admin@muster.example');
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const options = within(document.body).getAllByRole('option');
    await expect(options.slice(0, 4).map((option) => option.textContent)).toEqual([
      'Switzerland',
      'Germany',
      'France',
      'Austria',
    ]);
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CompanyStepDark: Story = { ...CompanyStep, ...dark };

async function fillCompany(canvasElement: HTMLElement, accept = true) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Company name/), 'Muster AG');
  await userEvent.type(canvas.getByLabelText(/^Company e-mail address/), 'office@muster.example');
  await userEvent.type(canvas.getByLabelText(/^VAT number/), 'che-123.456.789 mwst');
  if (accept) {
    await userEvent.click(canvas.getByRole('checkbox', { name: /general terms/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /data processing agreement/ }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
  return canvas;
}

/** Sent: flow business, the company in the contract's shape, VAT uppercased, the referral. */
export const Sent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/request-confirmation', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          const ok =
            body.flow === 'business' &&
            JSON.stringify(body.business) ===
              JSON.stringify({
                name: 'Muster AG',
                email: 'office@muster.example',
                country: 'CH',
                gtc_accepted: true,
                dpa_accepted: true,
                vat: 'CHE-123.456.789 MWST',
                cello_ucc: 'PARTNER-42',
              });
          return new HttpResponse(null, { status: ok ? 202 : 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillCompany(canvasElement);
    await expect(canvas.getByLabelText(/^VAT number/)).toHaveValue('CHE-123.456.789 MWST');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith('anna.admin@muster.example'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Without both acceptances nothing is sent, and the form says why. */
export const AcceptanceMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillCompany(canvasElement, false);
    await expect(
      canvas.getByText('Please accept the general terms and the data processing agreement.'),
    ).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A refusal is said above the form; what was typed stays. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: [problem('post', '/v1/request-confirmation', 429, 'RATE_LIMITED')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillCompany(canvasElement);
    await expect(await canvas.findByText(/Too many attempts/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('Muster AG');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
