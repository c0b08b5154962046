import { Suspense } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { InvitePage } from '../../src/features/prepare';
import type { SignatureRequest } from '../../src/features/prepare/api/request';
import { Spinner } from '../../src/ui';
import { loadPdfjs } from '../../src/ui/DocumentViewer/load-pdfjs';
import { paintedPage } from '../fixtures/sample-document';
import { pageFrame } from '../pages/business/members-mock';
import { phone, scrollsSideways } from '../ui/story-helpers';
import { filledDraft, samplePdf } from './fixtures';

// /invite/{id} as the route shows it: the draft "Service agreement" (one document, Max and Lea
// as signers) at its details step, at its documents step, and once it has been sent. The user
// (GET /v1/user) and the document's own fields (GET /v3/documents/{id}) are the mock API's
// contract examples; only the request is the story's.

/** GET /v3/signature-requests/{id} answers `request`, whatever the id. */
const requestIs = (request: SignatureRequest) =>
  http.get('*/v3/signature-requests/:id', () => HttpResponse.json(request));

/** The page reads through suspense, as the route's component does under its loader. */
const suspense: Decorator = (Story) => (
  <Suspense fallback={<Spinner label="Loading" />}>
    <Story />
  </Suspense>
);

const meta = {
  title: 'Pages/Prepare/Invite',
  component: InvitePage,
  decorators: [suspense, ...pageFrame],
  parameters: {
    layout: 'fullscreen',
    path: `/invite/${filledDraft.id}`,
    msw: { handlers: [requestIs(filledDraft)] },
  },
  args: { id: filledDraft.id, skipUpload: true, onSent: fn() },
  // The viewer gets fresh bytes made by pdf-lib for every story, as the form's stories do; pdf.js
  // is fetched before the story renders, as the guest signing page's stories do.
  loaders: [async () => ({ pdf: await samplePdf(), pdfjs: await loadPdfjs() })],
  render: (args, { loaded }) => (
    <InvitePage {...args} sourceFor={() => ({ data: loaded.pdf as Uint8Array })} />
  ),
} satisfies Meta<typeof InvitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The mock API's worker, the draft and the user can take longer than findBy's default while a
// loaded machine starts the story.
const slowStart = { timeout: 10_000 };

const steps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Steps of the request' }));

/** Arriving from /upload: the signers, their boxes on the document, and the bar to save or send. */
export const Details: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Prepare the request' }, slowStart),
    ).toBeVisible();
    await expect(steps(canvasElement).getByText('Signers and details')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Service agreement');
    const signers = within(canvas.getByRole('list', { name: 'Signers' }));
    await expect(signers.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      '1. Max Muster',
      '2. Lea Legal',
    ]);
    // The document painted, with Max's box on it: the baseline shows the page, not the viewer
    // loading.
    await paintedPage(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Signature box of Max Muster, page 1' }, slowStart),
    ).toBeVisible();
    // The page is taller than the screen; the bar stays in view at its bottom.
    const bar = canvas.getByRole('group', { name: 'Save or send the request' });
    await expect(within(bar).getByRole('button', { name: 'Save as draft' })).toBeEnabled();
    await expect(within(bar).getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** The details on a phone: the stepper, the signers and the document fit its width. */
export const DetailsOnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Signers' }, slowStart)).toBeVisible();
    await paintedPage(canvasElement);
    await expect(steps(canvasElement).getByText('Signers and details')).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

/** Opened from the dashboard: the draft's documents first, more can be added or removed. */
export const Documents: Story = {
  tags: ['page'],
  args: { skipUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Prepare the request' }, slowStart),
    ).toBeVisible();
    await expect(steps(canvasElement).getByText('Documents')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByText('service-agreement.pdf')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove service-agreement.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    // The details (and the document's viewer) mount only once the user continues.
    await expect(canvas.queryByRole('list', { name: 'Signers' })).toBeNull();
  },
};

/** A request that was sent meanwhile (another tab): nothing left to prepare, and it says so. */
export const AlreadySent: Story = {
  parameters: { msw: { handlers: [requestIs({ ...filledDraft, status_overall: 'OPEN' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This request has already been sent and can no longer be prepared.',
        {},
        slowStart,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Steps of the request' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};
